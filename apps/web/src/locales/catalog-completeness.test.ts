import { readdirSync, readFileSync } from 'node:fs';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { messageAreas, messagesOf } from './source-messages';
import { parseTranslations } from './translations';

const english = messagesOf();
const spanish = parseTranslations(readFileSync(new URL('./es.po', import.meta.url), 'utf8'));

/** The placeholders and choices a message fills in: a translation must take the same ones. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: ReturnType<typeof compileMessageOrThrow>) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      names.add(token[0]);
      const choices = token[2];
      if (choices && typeof choices === 'object') {
        for (const choice of Object.values(choices)) if (Array.isArray(choice)) walk(choice);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

describe('the Spanish catalog', () => {
  it('translates every English message', () => {
    const untranslated = Object.keys(english).filter((id) => !spanish.get(id)?.text);
    expect(untranslated, 'messages without Spanish in src/locales/es.po').toEqual([]);
  });

  it('holds no translation of a message that no longer exists', () => {
    const orphaned = [...spanish.keys()].filter((id) => !(id in english));
    expect(orphaned, 'translations in src/locales/es.po of no message').toEqual([]);
  });

  it('translates each message from its current English text', () => {
    const stale = [...spanish].filter(([id, { source }]) => id in english && english[id] !== source).map(([id]) => id);
    expect(stale, 'translations whose English changed since: translate them again').toEqual([]);
  });

  it('fills in the same placeholders as the English, in valid ICU syntax', () => {
    for (const [id, { text }] of spanish) {
      const source = english[id];
      if (source === undefined) continue;
      expect(argumentsOf(text), id).toEqual(argumentsOf(source));
    }
  });
});

/** The app's code, which names each message by its literal id: the build shortens exactly those. */
function appCode(folder: URL): string {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .filter((entry) => !entry.parentPath.includes('/locales'))
    .map((entry) => readFileSync(`${entry.parentPath}/${entry.name}`, 'utf8'))
    .join('\n');
}

describe('the English source', () => {
  it('has each message named by its literal id in the code, and no message the code does not name', () => {
    const code = appCode(new URL('..', import.meta.url));
    const unnamed = Object.keys(english).filter((id) => !code.includes(`'${id}'`));
    expect(unnamed, 'messages the code never names by their literal id').toEqual([]);
  });

  it('names each message after its area', () => {
    for (const [area, messages] of Object.entries(messageAreas)) {
      for (const id of Object.keys(messages)) expect(id.startsWith(`${area}.`), id).toBe(true);
    }
  });
});

// The spec's customer-facing messages are kept word for word in docs/spec-messages.json. This proves each one
// is still written somewhere in the product's source, and that the list itself still quotes the spec.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
// The spec lives beside the checkout, not inside it.
const specUrl = new URL('../../shared/spec/scheduler-spec.md', import.meta.url);
const messages: string[] = JSON.parse(readFileSync(join(root, 'docs', 'spec-messages.json'), 'utf8'));

// '{n}', '{date}', '{email}' and the spec's bare 'N' stand for values the source fills in at run time.
const PLACEHOLDER = /\{[a-z]+\}|\bN\b/;
const SOURCE_FILE = /\.(ts|tsx|json)$/;
const TEST_FILE = /\.(test|spec)\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [path] : [];
  });
}

const sourceRoots = ['apps', 'packages'].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => join(root, group, name, 'src')),
);
const source = sourceRoots
  .filter((dir) => existsSync(dir))
  .flatMap(sourceFiles)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

const fixedParts = (message: string) =>
  message
    .split(PLACEHOLDER)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

describe('spec messages', () => {
  it('lists each message once', () => {
    expect(new Set(messages).size).toBe(messages.length);
  });

  it.each(messages)('"%s" is written in the source', (message) => {
    for (const part of fixedParts(message)) expect(source.includes(part), `missing: ${part}`).toBe(true);
  });

  it('quotes only messages the spec quotes', () => {
    if (!existsSync(specUrl)) throw new Error(`The spec is missing at ${fileURLToPath(specUrl)}`);
    const spec = readFileSync(specUrl, 'utf8');
    const unquoted = messages.filter((message) => !spec.includes(`'${message}'`));
    expect(unquoted).toEqual([]);
  });
});

// docs/spec-conformance.md says, rule by rule, where the spec is implemented and which test proves it. This keeps
// those citations true: every cited file exists, and every quoted test title is still a title in the file cited
// before it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Citation, readCitations } from './spec-conformance-citations.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const citations = readCitations(readFileSync(join(root, 'docs', 'spec-conformance.md'), 'utf8'));

// A title is written in its test as a string literal, so a quote inside it may be escaped there.
const unescaped = (text: string) => text.replace(/\\(['"`\\])/g, '$1');

function missing(citation: Citation): string[] {
  const path = join(root, citation.path);
  if (!existsSync(path)) return [`${citation.path} does not exist`];
  if (citation.titles.length === 0) return [];
  const test = unescaped(readFileSync(path, 'utf8'));
  // Quoted as a whole, as a test's title is, not just mentioned in a comment or inside a longer title.
  const quoted = (title: string) => ["'", '"', '`'].some((quote) => test.includes(`${quote}${title}${quote}`));
  return citation.titles.filter((title) => !quoted(title)).map((title) => `${citation.path} has no test "${title}"`);
}

describe('reading the matrix', () => {
  it('takes the paths of both columns and the titles quoted after each file of the proof', () => {
    const table = [
      '| Rule | Reason |',
      '|---|---|',
      '| skipped | `apps/nothing.ts` "no title" |',
      '',
      '| Rule | Status | Implemented in | Proved by |',
      '|---|---|---|---|',
      '| A rule | done | `a/b.ts` (`NAME`), `c/d/` | `a/b.test.ts` "one", "says \\"hi\\""; `e/f.spec.ts` (computed `max-height: 5px`) |',
    ].join('\n');
    expect(readCitations(table)).toEqual([
      { rule: 'A rule', path: 'a/b.ts', titles: [] },
      { rule: 'A rule', path: 'c/d/', titles: [] },
      { rule: 'A rule', path: 'a/b.test.ts', titles: ['one', 'says "hi"'] },
      { rule: 'A rule', path: 'e/f.spec.ts', titles: [] },
    ]);
  });

  it('refuses a title quoted before any file', () => {
    const table = ['| Rule | Status | Implemented in | Proved by |', '|---|---|---|---|', '| R | done | — | "x" |'];
    expect(() => readCitations(table.join('\n'))).toThrow('"x" is quoted before any file in the row "R"');
  });
});

describe('spec conformance matrix', () => {
  it('cites files and test titles', () => {
    // A floor, so that a change to the table layout cannot leave the check with nothing to read.
    expect(citations.length).toBeGreaterThan(300);
    expect(citations.filter((citation) => citation.titles.length > 0).length).toBeGreaterThan(100);
  });

  it('cites only files that exist and test titles written in them', () => {
    const problems = citations.flatMap((citation) =>
      missing(citation).map((problem) => `${citation.rule}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});

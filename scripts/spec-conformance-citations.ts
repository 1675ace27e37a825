// Reads the citations out of docs/spec-conformance.md: in each table with "Implemented in" and "Proved by"
// columns, every path in backticks, and after a path in "Proved by" the test titles quoted for it.

export type Citation = { rule: string; path: string; titles: string[] };

// A path starts with a folder of the repository; other backticked words (`MAX_LENGTHS`, `max-height: 500px`) are
// names, not files.
const PATH = /^[a-z][\w.-]*\/[^\s`]*$/;
// A backticked word, or a double-quoted title in which a double quote is written \".
const TOKEN = /`([^`]+)`|"((?:[^"\\]|\\.)*)"/g;

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

function citationsIn(rule: string, cell: string, withTitles: boolean): Citation[] {
  const found: Citation[] = [];
  for (const [, word, title] of cell.matchAll(TOKEN)) {
    if (word !== undefined && PATH.test(word)) found.push({ rule, path: word, titles: [] });
    else if (title !== undefined && withTitles) {
      const cited = found.at(-1);
      if (cited === undefined) throw new Error(`"${title}" is quoted before any file in the row "${rule}"`);
      cited.titles.push(title.replace(/\\"/g, '"'));
    }
  }
  return found;
}

export function readCitations(markdown: string): Citation[] {
  const citations: Citation[] = [];
  let columns: { implemented: number; proved: number } | undefined;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      columns = undefined;
      continue;
    }
    const cells = cellsOf(line);
    if (columns === undefined) {
      const implemented = cells.indexOf('Implemented in');
      const proved = cells.indexOf('Proved by');
      // A table without both columns (the deviations at a glance) cites nothing to check.
      columns = implemented >= 0 && proved >= 0 ? { implemented, proved } : { implemented: -1, proved: -1 };
      continue;
    }
    if (columns.proved < 0 || /^-+$/.test(cells[0] ?? '')) continue;
    const rule = cells[0] ?? '';
    citations.push(
      ...citationsIn(rule, cells[columns.implemented] ?? '', false),
      ...citationsIn(rule, cells[columns.proved] ?? '', true),
    );
  }
  return citations;
}

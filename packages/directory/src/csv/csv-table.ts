import { CsvError, parse } from 'csv-parse/sync';
import type { Problem } from '../problems.js';

/** One data row: its line in the file (the header is line 1) and its cells by column. */
export interface CsvRow<Column extends string> {
  line: number;
  cells: Record<Column, string>;
}

export type CsvTable<Column extends string> = { ok: true; rows: CsvRow<Column>[] } | { ok: false; problems: Problem[] };

interface ParsedRecord {
  record: string[];
  raw: string;
  info: { lines: number };
}

/** The line a record starts on: csv-parse counts to its end, and a quoted cell may hold line breaks. */
function firstLine(entry: ParsedRecord): number {
  const content = entry.raw.replace(/^[\r\n]+/, '').replace(/\r?\n$/, '');
  return entry.info.lines - (content.match(/\n/g)?.length ?? 0);
}

/**
 * Reads a CSV file whose header names exactly `columns`, in any order: a missing column or one not in the
 * format is an error naming it, never guessed at, since a renamed column would otherwise be read as empty.
 */
export function readCsvTable<Column extends string>(
  text: string,
  file: string,
  columns: readonly Column[],
): CsvTable<Column> {
  let records: ParsedRecord[];
  try {
    records = parse(text, {
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines;
    return {
      ok: false,
      problems: [{ file, ...(line ? { line } : {}), message: `is not valid CSV: ${error.message}` }],
    };
  }
  const [header, ...rows] = records;
  if (!header) return { ok: false, problems: [{ file, line: 1, message: 'is empty: it needs its header line' }] };
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const name of header.record) {
    if (seen.has(name)) problems.push({ file, line: 1, field: name, message: 'is a column named twice' });
    else if (!(columns as readonly string[]).includes(name)) {
      problems.push({ file, line: 1, field: name, message: `is not a column of ${file} (${columns.join(', ')})` });
    }
    seen.add(name);
  }
  for (const name of columns) {
    if (!seen.has(name)) problems.push({ file, line: 1, field: name, message: `the column is missing from ${file}` });
  }
  if (problems.length > 0) return { ok: false, problems };

  const table: CsvRow<Column>[] = [];
  for (const row of rows) {
    const line = firstLine(row);
    if (row.record.length !== header.record.length) {
      problems.push({
        file,
        line,
        message: `has ${row.record.length} cells where the header has ${header.record.length} columns`,
      });
      continue;
    }
    const cells = Object.fromEntries(header.record.map((name, index) => [name, row.record[index] ?? '']));
    table.push({ line, cells: cells as Record<Column, string> });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows: table };
}

import { stat } from 'node:fs/promises';
import path from 'node:path';
import { WEEKDAYS } from '@hs/domain';
import { type ParseError, parse as parseTolerant, printParseErrorCode } from 'jsonc-parser';
import { readCsvTable } from './csv/csv-table.js';
import { CLINIC_COLUMNS, CLOSURE_COLUMNS, type Column, columnOf, entryOfRow } from './csv/flat-parts.js';
import { HOURS_COLUMNS, HOURS_FILE, type ProviderWeek, weeksOfRows } from './csv/hours-table.js';
import { type Locate, locateInJson, type Path, type Problem } from './problems.js';
import { readTextFile } from './text-file.js';
import { type Checked, validateDirectory } from './validate.js';

export const FOLDER_JSON = 'directory.json';
export const CLINICS_FILE = 'clinics.csv';
export const CLOSURES_FILE = 'closures.csv';

type Parsed<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

/** JSON.parse; on an error, a second, tolerant parse finds where it is, which JSON.parse does not always say. */
export function parseJson(text: string, file: string): Parsed<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const errors: ParseError[] = [];
    parseTolerant(text, errors, { disallowComments: true, allowTrailingComma: false });
    const first = errors[0];
    const before = text.slice(0, first?.offset ?? 0).split('\n');
    const what = first
      ? printParseErrorCode(first.error)
          .replace(/([a-z])([A-Z])/g, '$1 $2')
          .toLowerCase()
      : 'unreadable';
    const message = `is not valid JSON: ${what} at column ${(before.at(-1)?.length ?? 0) + 1}`;
    return { ok: false, problems: [{ file, line: before.length, message }] };
  }
}

/**
 * Reads a directory: a JSON file, or a folder holding directory.json and, for the parts a spreadsheet keeps,
 * clinics.csv, hours.csv and closures.csv (each optional; a part given in CSV is left out of the JSON). Every
 * problem is reported with its file and place; none is written anywhere.
 */
export async function readDirectory(target: string): Promise<Checked> {
  let isFolder: boolean;
  try {
    isFolder = (await stat(target)).isDirectory();
  } catch {
    return { ok: false, problems: [{ file: target, message: 'does not exist' }] };
  }
  if (isFolder) return readFolder(target);
  if (target.endsWith('.csv')) {
    const message = `is one part of a directory: give the folder holding ${FOLDER_JSON} and the CSV files`;
    return { ok: false, problems: [{ file: path.basename(target), message }] };
  }
  const file = path.basename(target);
  const json = await readJson(target, file);
  return json.ok ? validateDirectory(json.value, locateInJson(file)) : json;
}

async function readJson(filePath: string, file: string): Promise<Parsed<unknown>> {
  const read = await readTextFile(filePath, file);
  return read.ok ? parseJson(read.text, file) : { ok: false, problems: [read.problem] };
}

async function exists(filePath: string): Promise<boolean> {
  return stat(filePath).then(
    () => true,
    () => false,
  );
}

async function readTable<Name extends string>(folder: string, file: string, columns: readonly Name[]) {
  if (!(await exists(path.join(folder, file)))) return undefined;
  const read = await readTextFile(path.join(folder, file), file);
  if (!read.ok) return { ok: false as const, problems: [read.problem] };
  return readCsvTable(read.text, file, columns);
}

const names = (columns: readonly Column[]) => columns.map((column) => column.name);

async function readFolder(folder: string): Promise<Checked> {
  const [json, clinics, hours, closures] = await Promise.all([
    readJson(path.join(folder, FOLDER_JSON), FOLDER_JSON),
    readTable(folder, CLINICS_FILE, names(CLINIC_COLUMNS)),
    readTable(folder, HOURS_FILE, HOURS_COLUMNS),
    readTable(folder, CLOSURES_FILE, names(CLOSURE_COLUMNS)),
  ]);
  const fileProblems = [json, clinics, hours, closures].flatMap((read) => (read && !read.ok ? read.problems : []));
  if (fileProblems.length > 0 || !json.ok) return { ok: false, problems: fileProblems };
  if (typeof json.value !== 'object' || json.value === null || Array.isArray(json.value)) {
    return validateDirectory(json.value, locateInJson(FOLDER_JSON));
  }

  const document = { ...(json.value as Record<string, unknown>) };
  const problems: Problem[] = [];
  const inJson = locateInJson(FOLDER_JSON);
  const takeFromCsv = (part: 'clinics' | 'closures', file: string, entries: unknown[]) => {
    if (part in document) {
      problems.push({ ...inJson([part]), message: `${part} are in ${file}: leave them out of ${FOLDER_JSON}` });
    }
    document[part] = entries;
  };
  if (clinics?.ok)
    takeFromCsv(
      'clinics',
      CLINICS_FILE,
      clinics.rows.map((row) => entryOfRow(CLINIC_COLUMNS, row.cells)),
    );
  if (closures?.ok) {
    takeFromCsv(
      'closures',
      CLOSURES_FILE,
      closures.rows.map((row) => entryOfRow(CLOSURE_COLUMNS, row.cells)),
    );
  }
  const weeks = hours?.ok ? weeksOfRows(hours.rows) : undefined;
  if (weeks) problems.push(...weeks.problems, ...fillHours(document, weeks.weeks, inJson, clinics?.ok === true));

  const locate: Locate = (where) => {
    const [part, index, ...rest] = where;
    const entry = typeof index === 'number' ? (document[String(part)] as unknown[] | undefined)?.[index] : undefined;
    if (weeks && rest[0] === 'hours' && (part === 'clinics' || part === 'providers')) {
      return hoursPlace(weeks.weeks.get(providerIdOf(entry) ?? ''), providerIdOf(entry), rest);
    }
    if (part === 'clinics' && clinics?.ok && typeof index === 'number') {
      return csvPlace(CLINICS_FILE, clinics.rows[index]?.line, CLINIC_COLUMNS, rest);
    }
    if (part === 'closures' && closures?.ok && typeof index === 'number') {
      return csvPlace(CLOSURES_FILE, closures.rows[index]?.line, CLOSURE_COLUMNS, rest);
    }
    return inJson(where);
  };
  const checked = validateDirectory(document, locate);
  if (problems.length === 0) return checked;
  return { ok: false, problems: [...problems, ...(checked.ok ? [] : checked.problems)] };
}

function csvPlace(file: string, line: number | undefined, columns: readonly Column[], rest: Path) {
  const field = columnOf(columns, rest);
  return { file, ...(line === undefined ? {} : { line }), ...(field ? { field } : {}) };
}

function hoursPlace(week: ProviderWeek | undefined, id: string | undefined, rest: Path) {
  const weekday = rest[1] as (typeof WEEKDAYS)[number] | undefined;
  const line = weekday ? week?.lines[weekday] : undefined;
  if (line === undefined) return { file: HOURS_FILE, field: `the hours of ${id ?? 'an entry'}` };
  const field = rest[2] === 'breaks' ? 'breaks' : (rest[2] as string | undefined);
  return { file: HOURS_FILE, line, ...(field ? { field } : {}) };
}

/** The provider id an entry names, as written: a clinic's is its division and store numbers. */
function providerIdOf(entry: unknown): string | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { id, divisionNumber, storeNumber } = entry as Record<string, unknown>;
  if (typeof id === 'string') return id;
  const digits = (value: unknown, length: number) =>
    typeof value === 'string' && /^\d+$/.test(value) ? value.padStart(length, '0') : undefined;
  const division = digits(divisionNumber, 3);
  const store = digits(storeNumber, 5);
  return division && store ? `${division}${store}` : undefined;
}

/** Gives each clinic and provider its week from hours.csv; a week for no one listed is an error on its lines. */
function fillHours(
  document: Record<string, unknown>,
  weeks: Map<string, ProviderWeek>,
  inJson: Locate,
  clinicsFromCsv: boolean,
): Problem[] {
  const problems: Problem[] = [];
  const closedWeek = () => Object.fromEntries(WEEKDAYS.map((day) => [day, null]));
  const named = new Set<string>();
  for (const part of ['clinics', 'providers'] as const) {
    const entries = document[part];
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry, index) => {
      if (typeof entry !== 'object' || entry === null) return;
      const record = entry as Record<string, unknown>;
      const id = providerIdOf(record);
      if (id) named.add(id);
      if ('hours' in record && !(part === 'clinics' && clinicsFromCsv)) {
        problems.push({
          ...inJson([part, index, 'hours']),
          message: `hours are in ${HOURS_FILE}: leave them out here`,
        });
      }
      record.hours = (id && weeks.get(id)?.hours) ?? closedWeek();
    });
  }
  for (const [id, week] of weeks) {
    if (named.has(id)) continue;
    const line = Math.min(...Object.values(week.lines));
    problems.push({ file: HOURS_FILE, line, field: 'provider', message: `there is no clinic or provider ${id}` });
  }
  return problems;
}

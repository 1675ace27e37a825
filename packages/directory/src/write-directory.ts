import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import stringifyCompact from 'json-stringify-pretty-compact';
import { closureBounds } from './closure-schema.js';
import { CLINIC_COLUMNS, CLOSURE_COLUMNS, rowOfEntry } from './csv/flat-parts.js';
import { HOURS_COLUMNS, HOURS_FILE, rowsOfWeek } from './csv/hours-table.js';
import { CLINICS_FILE, CLOSURES_FILE, FOLDER_JSON } from './read-directory.js';
import type { Directory, DirectoryFile } from './schema.js';

/**
 * A directory as a file holds it, every field written out (defaults too, so a reader sees each choice), in a
 * stable order: the same directory always gives the same bytes, so exports can be compared with diff.
 */
export function toFileShape(directory: Directory): DirectoryFile {
  const byKey = <T>(list: readonly T[], key: (item: T) => string | number) =>
    [...list].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    });
  return {
    version: directory.version,
    brands: byKey(directory.brands, (brand) => brand.slug),
    services: byKey(directory.services, (service) => service.id),
    clinics: byKey(directory.clinics, (clinic) => clinic.id).map(({ id: _id, ...clinic }) => clinic),
    providers: byKey(directory.providers, (provider) => provider.id),
    closures: byKey(directory.closures, (closure) => `${closure.startsLocal} ${closure.id}`).map((closure) => ({
      id: closure.id,
      provider: closure.providerId,
      ...closureBounds(closure),
      reason: closure.reason,
    })),
    benefitCodes: byKey(directory.benefitCodes, (code) => code.code),
  };
}

/** Lists of plain values and small objects (a day's hours, an address) on one line: a clinic reads in a screen. */
function readableJson(value: unknown): string {
  return stringifyCompact(value, { maxLength: 120 });
}

export function directoryJsonText(directory: Directory): string {
  return `${readableJson(toFileShape(directory))}\n`;
}

const csv = (header: readonly string[], rows: string[][]) => stringify([[...header], ...rows]);

/**
 * The folder form: the flat parts as CSV a spreadsheet opens (clinics, every provider's hours, closures), the
 * rest in directory.json.
 */
export function directoryFolderFiles(directory: Directory): Record<string, string> {
  const file = toFileShape(directory);
  const withoutHours = <T extends { hours: unknown }>({ hours: _hours, ...entry }: T) => entry;
  const { clinics, closures, providers, ...rest } = file;
  const weeks = [
    ...directory.clinics.map((clinic) => ({ id: clinic.id, hours: clinic.hours })),
    ...directory.providers.map((provider) => ({ id: provider.id, hours: provider.hours })),
  ].sort((a, b) => a.id.localeCompare(b.id));
  return {
    [FOLDER_JSON]: `${readableJson({ ...rest, providers: providers.map(withoutHours) })}\n`,
    [CLINICS_FILE]: csv(
      CLINIC_COLUMNS.map((column) => column.name),
      clinics.map((clinic) => rowOfEntry(CLINIC_COLUMNS, clinic)),
    ),
    [HOURS_FILE]: csv(
      HOURS_COLUMNS,
      weeks.flatMap((week) => rowsOfWeek(week.id, week.hours)),
    ),
    [CLOSURES_FILE]: csv(
      CLOSURE_COLUMNS.map((column) => column.name),
      closures.map((closure) => rowOfEntry(CLOSURE_COLUMNS, closure)),
    ),
  };
}

/** Writes a .json path as one file, any other path as a folder of directory.json and the CSV files. */
export async function writeDirectory(directory: Directory, target: string): Promise<string[]> {
  if (target.endsWith('.json')) {
    await writeFile(target, directoryJsonText(directory));
    return [target];
  }
  await mkdir(target, { recursive: true });
  const files = directoryFolderFiles(directory);
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(target, name), text);
  return Object.keys(files).map((name) => path.join(target, name));
}

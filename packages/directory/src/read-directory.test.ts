import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatProblem, locateInJson } from './problems.js';
import { readDirectory } from './read-directory.js';
import type { Directory } from './schema.js';
import { sampleDirectory } from './test/sample-directory.js';
import { MAX_FILE_BYTES } from './text-file.js';
import { validateDirectory } from './validate.js';
import { directoryFolderFiles, directoryJsonText, writeDirectory } from './write-directory.js';

function sample(): Directory {
  const checked = validateDirectory(sampleDirectory(), locateInJson('sample'));
  if (!checked.ok) throw new Error(checked.problems.map(formatProblem).join('\n'));
  return checked.directory;
}

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'directory-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** The sample written as a folder, with `changes` to its files (text, or bytes as written). */
function writeFolder(changes: Record<string, string | Buffer | ((text: string) => string)> = {}): string {
  const files = directoryFolderFiles(sample());
  for (const [name, text] of Object.entries(files)) {
    const change = changes[name];
    writeFileSync(path.join(folder, name), typeof change === 'function' ? change(text) : (change ?? text));
  }
  return folder;
}

async function problemsOf(target: string): Promise<string[]> {
  const read = await readDirectory(target);
  return read.ok ? [] : read.problems.map(formatProblem);
}

const replaceLine = (line: number, replace: (text: string) => string) => (text: string) =>
  text
    .split('\n')
    .map((row, index) => (index === line - 1 ? replace(row) : row))
    .join('\n');

describe('a directory on disk', () => {
  it('reads back what it wrote, as one JSON file or as a folder with CSV files', async () => {
    const directory = sample();
    const file = path.join(folder, 'chain.json');
    await writeDirectory(directory, file);
    const fromJson = await readDirectory(file);
    await writeDirectory(directory, path.join(folder, 'chain'));
    const fromFolder = await readDirectory(path.join(folder, 'chain'));
    expect(fromJson.ok && fromFolder.ok).toBe(true);
    if (!fromJson.ok || !fromFolder.ok) return;
    expect(directoryJsonText(fromJson.directory)).toBe(directoryJsonText(directory));
    expect(directoryJsonText(fromFolder.directory)).toBe(directoryJsonText(directory));
  });

  it('reads store numbers and clinic ids whose leading zeros a spreadsheet dropped', async () => {
    const target = writeFolder({
      'clinics.csv': replaceLine(2, (row) => row.replace(/^014,00123,/, '14,123,')),
      'closures.csv': (text) => text.replace(',01400123,', ',1400123,'),
    });
    const read = await readDirectory(target);
    expect(read.ok && read.directory.clinics.map((clinic) => clinic.id)).toEqual(['01400123', '01500456']);
    expect(read.ok && read.directory.closures[1]!.providerId).toBe('01400123');
  });

  it('names the line and column of a bad CSV cell', async () => {
    const target = writeFolder({
      'clinics.csv': replaceLine(3, (row) =>
        row.replace(',39.9612,', ',north,').replace(',America/New_York,', ',Ohio/Columbus,'),
      ),
      'closures.csv': replaceLine(3, (row) => row.replace('2026-12-24T14:00', '2026-12-24T14:10')),
    });
    expect(await problemsOf(target)).toEqual([
      'clinics.csv, line 3: latitude: must be a number, not "north"',
      'clinics.csv, line 3: time_zone: "Ohio/Columbus" is not an IANA time zone such as America/Chicago',
      'closures.csv, line 3: starts: "2026-12-24T14:10" is not on the quarter hour (:00, :15, :30 or :45)',
    ]);
  });

  it('refuses a CSV file with a column missing or one the format does not have, naming it', async () => {
    const target = writeFolder({
      'clinics.csv': replaceLine(1, (row) => row.replace(',county,', ',country,')),
      'hours.csv': replaceLine(1, (row) => `${row},notes`),
    });
    expect(await problemsOf(target)).toEqual([
      'clinics.csv, line 1: country: is not a column of clinics.csv (division_number, store_number, business_name, brand, name, legal_name, address_line1, city, state, postal_code, county, latitude, longitude, time_zone, phone, accepts_walk_ins, wait_minutes, scheduler_enabled, telehealth_enabled, seats_per_slot, services, ride_share_code, ride_share_url, ride_share_discount)',
      'clinics.csv, line 1: county: the column is missing from clinics.csv',
      'hours.csv, line 1: notes: is not a column of hours.csv (provider, weekday, opens, closes, breaks)',
    ]);
  });

  it('refuses hours given twice for a day, a break outside the day and hours of a clinic not in the directory', async () => {
    const target = writeFolder({
      'hours.csv': (text) =>
        `${replaceLine(3, (row) => row.replace('13:00-14:00', '07:00-08:00'))(text)}01400123,monday,10:00,12:00,\n01499999,monday,09:00,17:00,\n`,
    });
    expect(await problemsOf(target)).toEqual([
      'hours.csv, line 20: weekday: 01400123 has hours for monday on line 2 already: give each weekday once',
      'hours.csv, line 21: provider: there is no clinic or provider 01499999',
      'hours.csv, line 3: breaks: the break 07:00–08:00 is not inside the opening hours 08:30–19:30',
    ]);
  });

  it('refuses JSON entries that also come from a CSV file', async () => {
    const target = writeFolder({
      'directory.json': (text) => text.replace('"providers": [', '"clinics": [],\n  "providers": ['),
    });
    expect(await problemsOf(target)).toEqual([
      'directory.json, $.clinics: clinics: clinics are in clinics.csv: leave them out of directory.json',
    ]);
  });

  it('refuses a file with a byte-order mark', async () => {
    const target = writeFolder({ 'closures.csv': (text) => `\uFEFF${text}` });
    expect(await problemsOf(target)).toEqual([
      'closures.csv: starts with a byte-order mark (BOM): save it as UTF-8 without one',
    ]);
  });

  it('refuses a file that is not UTF-8, naming the line', async () => {
    const latin1 = Buffer.from(
      directoryFolderFiles(sample())['clinics.csv']!.replace('Main St', 'Ma\u00efn St'),
      'latin1',
    );
    const target = writeFolder({ 'clinics.csv': latin1 });
    expect(await problemsOf(target)).toEqual([
      'clinics.csv, line 2: is not UTF-8 (it may be Windows-1252 or Latin-1): save it as UTF-8',
    ]);
  });

  it('refuses a UTF-16 file', async () => {
    const file = path.join(folder, 'chain.json');
    writeFileSync(
      file,
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(directoryJsonText(sample()), 'utf16le')]),
    );
    expect(await problemsOf(file)).toEqual(['chain.json: is UTF-16 text: save it as UTF-8']);
  });

  it('refuses a 200 MB file before reading it', async () => {
    const file = path.join(folder, 'chain.json');
    writeFileSync(file, '');
    // Sparse: the size is there without writing 200 MB.
    truncateSync(file, 200 * 1024 * 1024);
    expect(MAX_FILE_BYTES).toBeLessThan(200 * 1024 * 1024);
    expect(await problemsOf(file)).toEqual([
      'chain.json: is 200 MB, over the 100 MB a directory file may have; it was not read',
    ]);
  });

  it('names the line of a JSON syntax error', async () => {
    const file = path.join(folder, 'chain.json');
    writeFileSync(file, directoryJsonText(sample()).replace('"brands": [', '"brands": [,'));
    expect(await problemsOf(file)).toEqual(['chain.json, line 3: is not valid JSON: value expected at column 14']);
  });

  it('says a CSV file alone is not a directory', async () => {
    writeFolder();
    expect(await problemsOf(path.join(folder, 'clinics.csv'))).toEqual([
      'clinics.csv: is one part of a directory: give the folder holding directory.json and the CSV files',
    ]);
  });
});

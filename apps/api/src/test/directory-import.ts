import { type DirectoryFile, toFileShape } from '@hs/directory';
import type { Weekday } from '@hs/domain';
import { type BookingPolicy, currentDirectory, importDirectory } from '#api/modules/directory';
import type { TestApp } from './app.js';
import { checkedDirectory } from './directory-command.js';

/** The directory `t` holds, as a file a test changes and imports again. */
export async function currentFile(t: TestApp): Promise<DirectoryFile> {
  return structuredClone(toFileShape(await currentDirectory(t.database.db)));
}

/** Checks a directory file and imports it into `t`'s database, as the command would. */
export function importInto(
  t: TestApp,
  file: DirectoryFile,
  options: { dryRun?: boolean; bookings?: BookingPolicy } = {},
) {
  return importDirectory(
    { db: t.database.db, clock: t.clock, config: t.app.deps.config, requestId: 'directory-import' },
    t.app.secrets,
    {
      directory: checkedDirectory(file),
      dryRun: options.dryRun ?? false,
      bookings: options.bookings ?? { kind: 'refuse' },
    },
  );
}

/** The clinic's hours on these weekdays end at `closes`, without breaks: a shorter day for `file` to import. */
export function closeEarly(file: DirectoryFile, clinicId: string, weekdays: readonly Weekday[], closes: string): void {
  const clinic = file.clinics.find((entry) => `${entry.divisionNumber}${entry.storeNumber}` === clinicId);
  if (!clinic) throw new Error(`No clinic ${clinicId} in the file`);
  for (const weekday of weekdays) clinic.hours[weekday] = { opens: clinic.hours[weekday]!.opens, closes, breaks: [] };
}

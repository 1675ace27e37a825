import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  formatProblem,
  locateInJson,
  readDirectory,
  toFileShape,
  validateDirectory,
  writeDirectory,
} from '@hs/directory';
import { loadConfig } from '#api/config.js';
import { openDirectoryAccess } from '#api/directory-access.js';
import { type BookingPolicy, describeOutcome } from '#api/modules/directory';

const USAGE = `Usage: npm run directory -- import <file.json | folder> [--dry-run] [--keep-bookings | --cancel-bookings --reason "…"]
       npm run directory -- export <file.json | folder>

  import             Makes the database hold the directory in the file (docs/directory.md): checks all of it first,
                     then adds, changes and retires clinics, providers, services, hours and closures in one transaction.
  --dry-run          Says what the import would change, and which future bookings stand in its way; writes nothing.
  --keep-bookings    Future bookings at times or places the new directory forbids stay booked.
  --cancel-bookings  Cancels them, telling each patient; --reason says why, for the audit log.
  export             Writes the directory the database holds: one JSON file, or a folder of directory.json and CSV files.`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    'dry-run': { type: 'boolean', default: false },
    'keep-bookings': { type: 'boolean', default: false },
    'cancel-bookings': { type: 'boolean', default: false },
    reason: { type: 'string' },
  },
});
const [command, target] = positionals;
if ((command !== 'import' && command !== 'export') || !target || positionals.length !== 2) fail('Say what to do.');
if (values['keep-bookings'] && values['cancel-bookings']) fail('Say --keep-bookings or --cancel-bookings, not both.');
if (values['cancel-bookings'] && !values.reason?.trim()) fail('--cancel-bookings needs --reason "…".');
if (command === 'export' && (values['dry-run'] || values['keep-bookings'] || values['cancel-bookings'])) {
  fail('export takes no options.');
}
const bookings: BookingPolicy = values['cancel-bookings']
  ? { kind: 'cancel', reason: values.reason!.trim() }
  : values['keep-bookings']
    ? { kind: 'keep' }
    : { kind: 'refuse' };
// npm runs scripts from the project's root; a path is meant from where the command was typed.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

if (command === 'import') {
  const read = await readDirectory(file);
  if (!read.ok) {
    for (const problem of read.problems) console.error(formatProblem(problem));
    console.error(
      `Nothing was written: ${read.problems.length} problem${read.problems.length === 1 ? '' : 's'} to fix.`,
    );
    process.exit(1);
  }
  const access = await openDirectoryAccess(config);
  try {
    console.log(access.how);
    const outcome = await access.importDirectory({ directory: read.directory, dryRun: values['dry-run'], bookings });
    for (const line of describeOutcome(outcome)) console.log(line);
    process.exitCode = outcome.status === 'refused' || outcome.status === 'invalid' ? 1 : 0;
  } finally {
    await access.close();
  }
} else {
  const access = await openDirectoryAccess(config);
  try {
    console.log(access.how);
    const directory = await access.exportDirectory();
    const written = await writeDirectory(directory, file);
    console.log(
      `Wrote ${directory.clinics.length} clinics, ${directory.providers.length} other providers, ${directory.services.length} services and ${directory.closures.length} closures to ${written.join(', ')}.`,
    );
    // Data written before the directory was checked on import (by hand, by an older release) may not pass.
    const checked = validateDirectory(toFileShape(directory), locateInJson(path.basename(file)));
    if (!checked.ok) {
      console.log('The database holds entries an import would refuse; fix them in the file before importing it:');
      for (const problem of checked.problems) console.log(formatProblem(problem));
    }
  } finally {
    await access.close();
  }
}

import { parseArgs } from 'node:util';
import { openDatabase } from '#api/db/client.js';
import { requeueDead } from '#api/modules/notifications';
import { startupConfig } from '#api/startup.js';

const USAGE = `Usage: npm run notifications -- retry-dead [--since <when>]

  retry-dead   Puts dead messages (decision 038) back in the queue, due now; the servers send them.
  --since      Only those that died at or after <when>: an instant (2026-11-27T08:00Z) or a time ago (6h, 2d).`;

/** `6h`, `2d`, `30m` before now, or an ISO instant; undefined for anything else. */
function parseSince(value: string, now: Date): Date | undefined {
  const ago = /^(\d+)([mhd])$/.exec(value);
  if (ago) {
    const unit = { m: 60_000, h: 3_600_000, d: 86_400_000 }[ago[2] as 'm' | 'h' | 'd'];
    return new Date(now.getTime() - Number(ago[1]) * unit);
  }
  const instant = /^\d{4}-\d{2}-\d{2}/.test(value) ? new Date(value) : undefined;
  return instant && !Number.isNaN(instant.getTime()) ? instant : undefined;
}

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

/**
 * `npm run notifications -- retry-dead`: operators' handling of the outbox. Works on PostgreSQL while the servers
 * run; on the embedded database the server must be stopped, as the data folder is its own.
 */
const { positionals, values } = parseArgs({ allowPositionals: true, options: { since: { type: 'string' } } });
if (positionals.length !== 1 || positionals[0] !== 'retry-dead') fail('Say what to do.');
const now = new Date();
const since = values.since === undefined ? undefined : parseSince(values.since, now);
if (values.since !== undefined && !since) fail(`--since ${values.since} is neither an instant nor a time ago.`);

const config = await startupConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const { requeued, unsendable } = await requeueDead(database.db, { now, since });
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  console.log(
    `Put ${plural(requeued, 'dead message')} back in the queue${since ? ` (dead since ${since.toISOString()})` : ''}.`,
  );
  if (unsendable > 0)
    console.log(`${plural(unsendable, 'dead message')} no longer hold contact details and stay dead.`);
} finally {
  await database.close();
}

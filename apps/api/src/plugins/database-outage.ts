import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#api/db/client.js';

/** Socket errors and PostgreSQL's connection-exception and shutdown SQLSTATEs: the server is not there. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
/** What node-postgres says when a connection drops or cannot be made in time; it gives these no code. */
const UNREACHABLE_MESSAGES = [/Connection terminated/i, /timeout exceeded when trying to connect/i];

/** The innermost cause: drizzle wraps driver errors in one whose message holds the SQL and its parameters. */
export function rootCause(error: unknown): Error & { code?: string } {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current : new Error(String(current));
}

export function isDatabaseUnreachable(error: unknown): boolean {
  const cause = rootCause(error);
  return (
    (cause.code !== undefined && UNREACHABLE_CODES.has(cause.code)) ||
    UNREACHABLE_MESSAGES.some((pattern) => pattern.test(cause.message))
  );
}

/** How long a client is asked to wait before trying again while the database is away. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
const PROBE_EVERY_MS = 1000;

export interface DatabaseOutageWatch {
  /** A request or round met the database away: the first marks the outage and logs it. */
  failed(error: unknown): void;
  /**
   * What a background round's failure does: while the database is away that is the outage, logged once with the
   * requests' failures (a worker polling every second would log it every second); anything else is logged as
   * `message`, with its code only.
   */
  roundFailure(message: string): (error: unknown) => void;
  stop(): void;
}

/**
 * Logs an outage once when it starts and once when it ends, however many requests fail in between: the first
 * failed request marks the database down, and a probe (`select 1` every second) marks it up again.
 */
export function databaseOutageWatch(db: Database, log: FastifyBaseLogger): DatabaseOutageWatch {
  let probe: NodeJS.Timeout | undefined;
  let probing = false;
  const stopProbe = () => {
    clearInterval(probe);
    probe = undefined;
  };
  const watch: DatabaseOutageWatch = {
    failed(error: unknown) {
      if (probe) return;
      log.error({ err: { type: rootCause(error).name, code: rootCause(error).code } }, 'database unreachable');
      probe = setInterval(() => {
        if (probing) return;
        probing = true;
        db.execute(sql`select 1`)
          .then(() => {
            if (!probe) return;
            stopProbe();
            log.info('database reachable again');
          })
          .catch(() => {})
          .finally(() => {
            probing = false;
          });
      }, PROBE_EVERY_MS).unref();
    },
    roundFailure(message: string) {
      return (error: unknown) => {
        if (isDatabaseUnreachable(error)) return watch.failed(error);
        log.error({ code: rootCause(error).code ?? 'unknown' }, message);
      };
    },
    stop: stopProbe,
  };
  return watch;
}

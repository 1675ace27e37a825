import type { Clock } from '#api/clock.js';
import type { Database } from '#api/db/client.js';
import { deleteAnalyticsEventsBefore } from './analytics.repository.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Small enough that one statement holds its row locks briefly, large enough that a backlog goes quickly. */
export const RETENTION_BATCH = 5000;

export interface AnalyticsRetention {
  /** Deletes every event older than the retention period, batch after batch; resolves to how many. */
  deleteExpired(): Promise<number>;
  /** Deletes after `firstDelayMs`, then every `everyMs`. */
  start(options?: { firstDelayMs?: number; everyMs?: number }): void;
  /** Stops and waits for a deletion under way. */
  stop(): Promise<void>;
}

/**
 * Analytics events are kept `retentionDays` (decision 044). Every API process runs this: the batches skip
 * rows another process holds, so several processes share a backlog instead of waiting on each other.
 */
export function analyticsRetention(deps: {
  db: Database;
  clock: Clock;
  retentionDays: number;
  batchSize?: number;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}): AnalyticsRetention {
  const batchSize = deps.batchSize ?? RETENTION_BATCH;

  async function deleteExpired(): Promise<number> {
    const before = new Date(deps.clock.now().getTime() - deps.retentionDays * DAY);
    let deleted = 0;
    for (;;) {
      const count = await deleteAnalyticsEventsBefore(deps.db, before, batchSize);
      deleted += count;
      if (count < batchSize) break;
    }
    if (deleted > 0) deps.log.info({ deleted, before: before.toISOString() }, 'analytics events expired');
    return deleted;
  }

  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  let running = false;
  const schedule = (delayMs: number, everyMs: number) => {
    timer = setTimeout(() => {
      round = deleteExpired().then(
        () => undefined,
        // The database may be away for a moment; the rows are still old at the next round.
        (error: unknown) =>
          deps.log.error({ code: (error as { code?: unknown } | null)?.code ?? 'unknown' }, 'analytics expiry failed'),
      );
      void round.then(() => {
        if (running) schedule(everyMs, everyMs);
      });
    }, delayMs);
    timer.unref();
  };

  return {
    deleteExpired,
    // A minute after the start, which has work enough of its own, then every hour.
    start({ firstDelayMs = 60_000, everyMs = HOUR } = {}) {
      clearTimeout(timer);
      running = true;
      schedule(firstDelayMs, everyMs);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await round;
    },
  };
}

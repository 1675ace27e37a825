import type { Clock } from '#api/clock.js';

/** How long a probe's database check answers every probe after it (decision 045). */
export const PROBE_CHECK_TTL_MS = 1000;

/**
 * One check shared by every caller: a check in flight is joined, however long it takes, and its answer serves
 * the callers of the next `ttlMs` too. A flood of probes then costs the database one check a second, and
 * probes that find the database slow wait for the one check already asking instead of piling more onto it.
 */
export function recentCheck<T>(check: () => Promise<T>, clock: Clock, ttlMs = PROBE_CHECK_TTL_MS): () => Promise<T> {
  let last: { startedAt: number; answer: Promise<T>; settled: boolean } | undefined;
  return () => {
    const now = clock.now().getTime();
    // A clock set back counts as stale, so a step of the system clock never pins an old answer.
    const fresh = last !== undefined && now >= last.startedAt && now - last.startedAt < ttlMs;
    if (last && (!last.settled || fresh)) return last.answer;
    const current = { startedAt: now, answer: check(), settled: false };
    const settle = () => {
      current.settled = true;
    };
    current.answer.then(settle, settle);
    last = current;
    return current.answer;
  };
}

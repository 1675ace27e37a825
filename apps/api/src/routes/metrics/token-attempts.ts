import type { FastifyInstance } from 'fastify';
import { DomainError } from '#api/domain-error.js';
import { type Attempt, beginAttempt, clientScopeOf } from '#api/modules/security';

/** Wrong metrics tokens one client may send in a window; then every try is refused until it ends (decision 045). */
export const METRICS_TOKEN_ATTEMPTS = 10;
export const METRICS_TOKEN_WINDOW_MS = 15 * 60_000;

const uncounted: Attempt = { succeeded: async () => {} };

/**
 * Counts a token check against its client (an IPv4 address or an IPv6 /64) before the token is compared, as
 * guesses at confirmation codes are counted, so a refused client learns nothing, not even that a token is
 * right; a right token takes its attempt back, so a scraper is never held back. When the counters cannot be
 * reached the check goes ahead uncounted: metrics matter most during an outage, and a token of 16 or more
 * characters is not guessed in one.
 */
export async function beginTokenCheck(app: FastifyInstance, clientIp: string): Promise<Attempt> {
  const limit = {
    counter: app.attempts,
    secrets: app.secrets,
    limit: METRICS_TOKEN_ATTEMPTS,
    windowMs: METRICS_TOKEN_WINDOW_MS,
  };
  try {
    const attempt = await beginAttempt(limit, [`metrics-client:${clientScopeOf(clientIp)}`]);
    return { succeeded: () => attempt.succeeded().catch(() => {}) };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    app.log.warn('metrics token checks are not counted: the attempt counters cannot be reached');
    return uncounted;
  }
}

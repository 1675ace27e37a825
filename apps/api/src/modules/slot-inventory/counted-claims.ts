import { gt, isNotNull, type SQL, sql } from 'drizzle-orm';
import { slotClaims } from '../../db/schema.js';

/**
 * The one rule for whether a claim takes its seat: it is booked, or held and not expired at `now`. `now` comes
 * from the injected clock, never the database's, so an expired hold stops counting without any job and tests
 * can move time. Every count of taken seats (availability, clinics' next slots) goes through this.
 */
export function claimCounts(now: Date): SQL {
  return sql`(${isNotNull(slotClaims.appointmentId)} or ${gt(slotClaims.expiresAt, now)})`;
}

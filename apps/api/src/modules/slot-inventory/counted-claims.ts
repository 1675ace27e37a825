import { and, gt, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import { slotClaims } from '#api/db/schema.js';

/**
 * The rule for whether a claim takes its seat: it is booked, or held and not expired at `now`. `now` comes
 * from the injected clock, never the database's, so an expired hold stops counting without any job and tests
 * can move time. Counts over the ledger itself (the clinics' next slots) go through this; searches count from
 * `slot_occupancy` instead, whose reader `fullCellsAt` applies the same rule to its rows (decision 022).
 */
export function claimCounts(now: Date): SQL {
  return sql`(${isNotNull(slotClaims.appointmentId)} or ${gt(slotClaims.expiresAt, now)})`;
}

/** Some providers' claims over [from, to) that count at `now`. */
export interface ClaimWindow {
  providerIds: readonly string[];
  from: Date;
  to: Date;
  now: Date;
}

/** The claims of a window that take their seats, as the clinics' next slots count them. */
export function countedClaimsIn(window: ClaimWindow): SQL | undefined {
  return and(
    inArray(slotClaims.providerId, [...window.providerIds]),
    gte(slotClaims.startsAt, window.from),
    lt(slotClaims.startsAt, window.to),
    claimCounts(window.now),
  );
}

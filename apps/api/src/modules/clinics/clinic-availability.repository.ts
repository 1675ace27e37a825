import { eq, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { services, slotClaims } from '#api/db/schema.js';
import { storedServiceOverrides } from '#api/modules/catalog';
import { type ClaimWindow, countedClaimsIn } from '#api/modules/slot-inventory';

export interface VisitRules {
  slotMinutes: number;
  maxDaysAhead: number | null;
  leadTime: number;
  isAvailable: boolean;
}

/** A service's slot rules as stored, with its name and the stored name-pattern overrides that may change them. */
export interface VisitRulesRow extends VisitRules {
  name: string;
  serviceOverrides: unknown;
}

export async function findVisitRules(db: Database, serviceId: number): Promise<VisitRulesRow | undefined> {
  const [row] = await db
    .select({
      name: services.name,
      serviceOverrides: storedServiceOverrides,
      slotMinutes: services.slotMinutes,
      maxDaysAhead: services.maxDaysAhead,
      leadTime: services.leadTime,
      isAvailable: services.isAvailable,
    })
    .from(services)
    .where(eq(services.id, serviceId))
    .limit(1);
  return row;
}

/**
 * Seats taken per 15-minute cell for every clinic of a page over [from, to), in one query: the claims that
 * count at `now` (`countedClaimsIn`).
 */
export async function countTakenSeats(
  db: Database,
  input: ClaimWindow,
): Promise<{ providerId: string; startsAt: Date; taken: number }[]> {
  if (input.providerIds.length === 0) return [];
  return db
    .select({
      providerId: slotClaims.providerId,
      startsAt: slotClaims.startsAt,
      taken: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(slotClaims)
    .where(countedClaimsIn(input))
    .groupBy(slotClaims.providerId, slotClaims.startsAt);
}

import { CLINIC_RADIUS_MILES } from '@hs/contracts';
import { addDays, DEFAULT_CLINIC_REASON_ID, localDateOf, weekOf } from '@hs/domain';
import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { closures, providers } from '#api/db/schema.js';
import { searchClinics } from '#api/modules/clinics';

/** Where the staff journeys book: Richmond, which no other journey uses. */
export const DESK_JOURNEY_PLACE = '23219';

/**
 * The clinic's own zone, unless its evening is near midnight then: a journey needs two times on the clinic's
 * day within the coming hour, which the last hour before its midnight cannot give. Honolulu is five or six hours
 * behind; the journeys read every time from its offset, so the zone changes nothing else.
 */
function daytimeZone(now: Date): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone: 'America/New_York' }).format(now),
  );
  return hour >= 21 || hour < 1 ? 'Pacific/Honolulu' : 'America/New_York';
}

const DESK_SEATS = 6;

/**
 * The staff journeys check a patient in, which the server allows from an hour before the visit to 30 minutes
 * after its start: whatever the hour they run at, they need a time within the hour. The clinic the locator shows
 * first near DESK_JOURNEY_PLACE opens around the clock every day, and no closure (its own, or the chain's, which
 * every other clinic keeps) falls on its today or tomorrow.
 *
 * It also seats DESK_SEATS patients at once. The front desk journey runs at two widths at once, and each books two
 * sick visits back to back within the coming 50 minutes. A 20-minute visit overlaps the next quarter-hour's, so
 * with the two seats a demo clinic may have, the second width found no pair when the hour gave only three starts.
 */
export async function openDeskClinicAroundTheClock(db: Database, now: Date): Promise<void> {
  const { clinics } = await searchClinics(
    { db, clock: { now: () => now } },
    {
      freeFormAddress: DESK_JOURNEY_PLACE,
      businessName: 'tlc',
      reasonId: DEFAULT_CLINIC_REASON_ID,
      radiusMiles: CLINIC_RADIUS_MILES.default,
      maxResults: 1,
      offset: 0,
      size: 1,
    },
  );
  const providerId = clinics[0]?.id;
  if (!providerId) throw new Error(`No clinic near ${DESK_JOURNEY_PLACE} for the staff journeys.`);
  const timeZone = daytimeZone(now);
  const today = localDateOf(now, timeZone);
  const closing = await db
    .select()
    .from(closures)
    .where(
      and(
        or(eq(closures.providerId, providerId), isNull(closures.providerId)),
        lt(closures.startsLocal, `${addDays(today, 2)} 00:00`),
        gt(closures.endsLocal, `${today} 00:00`),
      ),
    );
  for (const row of closing) {
    await db.delete(closures).where(eq(closures.id, row.id));
    if (row.providerId !== null) continue;
    const others = await db.select({ id: providers.id }).from(providers).where(ne(providers.id, providerId));
    await db
      .insert(closures)
      .values(others.map((other) => ({ ...row, id: `${row.id}@${other.id}`, providerId: other.id })));
  }
  await db
    .update(providers)
    .set({ weeklyHours: weekOf({ opens: '00:00', closes: '23:59', breaks: [] }), timeZone, slotCapacity: DESK_SEATS })
    .where(eq(providers.id, providerId));
}

import { CLINIC_RADIUS_MILES } from '@hs/contracts';
import { addDays, DEFAULT_CLINIC_REASON_ID, localDateOf, weekOf } from '@hs/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { closures, providers } from '#api/db/schema.js';
import { searchClinics } from '#api/modules/clinics';

/** Where the waitlist journeys wait for a time: Lexington, which no other journey uses. */
export const WAITLIST_JOURNEY_PLACE = '40507';

/** The day, counted from today, that keeps its first half hour open; every other hour of the window is closed. */
const OPEN_DAY_AHEAD = 3;

/**
 * The waitlist journeys need a search that finds no times: the two clinics the locator shows first near
 * WAITLIST_JOURNEY_PLACE (one per page width the journey runs at) open from 09:00 every day, and are closed from now
 * until 09:00 three days ahead and again from 09:30 that day past the booking window, whatever the weekday. The
 * journey books their few times, so the search is empty, then frees one.
 */
export async function narrowWaitlistClinics(db: Database, now: Date): Promise<void> {
  const { clinics } = await searchClinics(
    { db, clock: { now: () => now } },
    {
      freeFormAddress: WAITLIST_JOURNEY_PLACE,
      businessName: 'tlc',
      reasonId: DEFAULT_CLINIC_REASON_ID,
      radiusMiles: CLINIC_RADIUS_MILES.default,
      maxResults: 2,
      offset: 0,
      size: 2,
    },
  );
  if (clinics.length < 2) throw new Error(`Two clinics near ${WAITLIST_JOURNEY_PLACE} for the waitlist journeys.`);
  for (const { id } of clinics) {
    const [clinic] = await db.select({ timeZone: providers.timeZone }).from(providers).where(eq(providers.id, id));
    if (!clinic) throw new Error(`No provider ${id}.`);
    const today = localDateOf(now, clinic.timeZone);
    const openDay = addDays(today, OPEN_DAY_AHEAD);
    await db
      .update(providers)
      .set({ weeklyHours: weekOf({ opens: '09:00', closes: '17:00', breaks: [] }), slotCapacity: 1 })
      .where(eq(providers.id, id));
    await db.insert(closures).values([
      {
        id: `waitlist-journey-before-${id}`,
        providerId: id,
        startsLocal: `${today} 00:00`,
        endsLocal: `${openDay} 09:00`,
        reason: 'Staff training',
      },
      {
        id: `waitlist-journey-after-${id}`,
        providerId: id,
        startsLocal: `${openDay} 09:30`,
        endsLocal: `${addDays(today, 20)} 00:00`,
        reason: 'Staff training',
      },
    ]);
  }
}

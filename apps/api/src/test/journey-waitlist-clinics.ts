import { CLINIC_RADIUS_MILES } from '@hs/contracts';
import { addDays, DEFAULT_CLINIC_REASON_ID, localDateOf, weekOf } from '@hs/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { closures, providers } from '#api/db/schema.js';
import { searchClinics } from '#api/modules/clinics';

/** Where the waitlist journeys wait for a time: Lexington, which no other journey uses. */
export const WAITLIST_JOURNEY_PLACE = '40507';

/** The days, counted from today, that keep their first half hour open; every other hour of the window is closed. */
const OPEN_DAY_AHEAD = 3;
/** The earlier-appointment journey's clinic keeps this later day's first half hour too, for the visit it moves. */
const LATER_DAY_AHEAD = 5;

/**
 * The waitlist journeys need a search that finds no times: the two clinics the locator shows first near
 * WAITLIST_JOURNEY_PLACE (one per page width the journey runs at) open from 09:00 every day, and are closed from now
 * until 09:00 three days ahead and again from 09:30 that day past the booking window, whatever the weekday. The
 * journey books their few times, so the search is empty, then frees one. The third keeps the first half hour of the
 * fifth day ahead as well, where the earlier-appointment journey books the visit it then moves.
 */
export async function narrowWaitlistClinics(db: Database, now: Date): Promise<void> {
  const { clinics } = await searchClinics(
    { db, clock: { now: () => now } },
    {
      freeFormAddress: WAITLIST_JOURNEY_PLACE,
      businessName: 'tlc',
      reasonId: DEFAULT_CLINIC_REASON_ID,
      radiusMiles: CLINIC_RADIUS_MILES.default,
      maxResults: 3,
      offset: 0,
      size: 3,
    },
  );
  if (clinics.length < 3) throw new Error(`Three clinics near ${WAITLIST_JOURNEY_PLACE} for the waitlist journeys.`);
  for (const [index, { id }] of clinics.entries()) {
    const [clinic] = await db.select({ timeZone: providers.timeZone }).from(providers).where(eq(providers.id, id));
    if (!clinic) throw new Error(`No provider ${id}.`);
    const today = localDateOf(now, clinic.timeZone);
    const openDay = addDays(today, OPEN_DAY_AHEAD);
    const laterDay = addDays(today, LATER_DAY_AHEAD);
    const open = index === 2 ? [openDay, laterDay] : [openDay];
    await db
      .update(providers)
      .set({ weeklyHours: weekOf({ opens: '09:00', closes: '17:00', breaks: [] }), slotCapacity: 1 })
      .where(eq(providers.id, id));
    // Closed from now to the first open half hour, between the open half hours, and after the last.
    const bounds = [
      `${today} 00:00`,
      ...open.flatMap((day) => [`${day} 09:00`, `${day} 09:30`]),
      `${addDays(today, 20)} 00:00`,
    ];
    const spans = [];
    for (let n = 0; n < bounds.length; n += 2) spans.push({ startsLocal: bounds[n]!, endsLocal: bounds[n + 1]! });
    await db.insert(closures).values(
      spans.map((span, n) => ({
        id: `waitlist-journey-${n}-${id}`,
        providerId: id,
        ...span,
        reason: 'Staff training',
      })),
    );
  }
}

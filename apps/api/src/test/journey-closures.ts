import { type DirectoryWords, directoryWords, spanishDirectoryWords } from '@hs/content';
import { CLINIC_RADIUS_MILES } from '@hs/contracts';
import { addDays, DEFAULT_CLINIC_REASON_ID, hoursOn, localDateOf, touchesDate } from '@hs/domain';
import { systemClock } from '#api/clock.js';
import { type Database, openDatabase } from '#api/db/client.js';
import { closures } from '#api/db/schema.js';
import { seedDatabase } from '#api/db/seed/seed.js';
import { searchClinics } from '#api/modules/clinics';
import { storeContent } from './content-store.js';
import { openDeskClinicAroundTheClock } from './journey-desk-clinic.js';
import { narrowWaitlistClinics } from './journey-waitlist-clinics.js';
import { JOURNEY_CLOSURE_REASONS } from './journey-words.js';
import { storedSlotRules } from './slot-rules.js';

/** The journeys' closures start this many days from today, so every part of them is still to come. */
const FIRST_DAY_AHEAD = 2;
/** …and end inside the in-person booking window (14 days, today counted). */
const LAST_DAY_AHEAD = 12;
/** The part-day closure closes the clinic from this wall-clock time to the end of the day. */
const EARLY_CLOSING = '15:00';

/**
 * Closures the browser journeys rely on, relative to the day they run, at the clinic the locator shows first for
 * 45202: a whole day and an afternoon, each on a day the clinic would otherwise be open with no closure of its
 * own, inside the booking window. The demo's holidays fall where the calendar puts them, often outside it.
 */
export async function addJourneyClosures(db: Database, now: Date): Promise<void> {
  const { clinics } = await searchClinics(
    { db, clock: { now: () => now } },
    {
      freeFormAddress: '45202',
      businessName: 'tlc',
      reasonId: DEFAULT_CLINIC_REASON_ID,
      radiusMiles: CLINIC_RADIUS_MILES.default,
      maxResults: 1,
      offset: 0,
      size: 1,
    },
  );
  const providerId = clinics[0]?.id;
  if (!providerId) throw new Error('No clinic near 45202 for the journeys.');
  const rules = await storedSlotRules(db, providerId);
  const today = localDateOf(now, rules.timeZone);
  const openDays = Array.from({ length: LAST_DAY_AHEAD - FIRST_DAY_AHEAD + 1 }, (_, i) =>
    addDays(today, FIRST_DAY_AHEAD + i),
  ).filter((date) => hoursOn(rules.weeklyHours, date) && !rules.closures.some((c) => touchesDate(c, date)));
  const [holiday, partDay] = openDays;
  const reasons = JOURNEY_CLOSURE_REASONS;
  if (!holiday || !partDay) throw new Error(`Clinic ${providerId} has too few open days for the journeys.`);
  await db.insert(closures).values([
    {
      id: `journey-${holiday}`,
      providerId,
      startsLocal: `${holiday} 00:00`,
      endsLocal: `${addDays(holiday, 1)} 00:00`,
      reason: reasons.holiday.source,
    },
    {
      id: `journey-${partDay}`,
      providerId,
      startsLocal: `${partDay} ${EARLY_CLOSING}`,
      endsLocal: `${addDays(partDay, 1)} 00:00`,
      reason: reasons.partDay.source,
    },
  ]);
  // As the chain's editors would: the new reasons join the directory's words, with their Spanish.
  const added = (words: DirectoryWords, inSpanish: boolean): DirectoryWords => ({
    words: [
      ...words.words,
      ...Object.values(reasons).map(({ source, spanish }) => ({ source, text: inSpanish ? spanish : source })),
    ],
  });
  await storeContent(db, directoryWords, added(directoryWords.data, false));
  await storeContent(db, spanishDirectoryWords, added(spanishDirectoryWords.data, true));
}

/**
 * A fresh data folder for the browser journeys: migrated, seeded with the demo chain, the journeys' closures, and
 * the staff journeys' clinic open around the clock, and the waitlist journeys' clinics with hardly a time.
 */
export async function prepareJourneyData(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await seedDatabase(database.db, systemClock, { demo: true });
    await addJourneyClosures(database.db, systemClock.now());
    await openDeskClinicAroundTheClock(database.db, systemClock.now());
    await narrowWaitlistClinics(database.db, systemClock.now());
  } finally {
    await database.close();
  }
}

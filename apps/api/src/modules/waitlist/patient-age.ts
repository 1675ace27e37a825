import { localDateOf, meetsMinimumAge, minimumAgeMonths } from '@hs/domain';
import type { Database } from '#api/db/client.js';
import { DomainError } from '#api/domain-error.js';
import { bookedPatientAge } from '#api/modules/appointments';
import type { Secrets } from '#api/modules/security';
import type { EntryRow } from './entries.repository.js';
import { notForWaitlist } from './waitlist.errors.js';

const contextOf = (entryId: string) => `waitlist-birth:${entryId}`;

export const sealBirthDate = (secrets: Secrets, entryId: string, dateOfBirth: string) =>
  secrets.seal(dateOfBirth, contextOf(entryId));

const openBirthDate = (secrets: Secrets, entryId: string, sealed: string) => secrets.open(sealed, contextOf(entryId));

/**
 * The date of birth a "notify me" entry keeps (decision 065): none when the patient is old enough already wherever
 * the entry waits (an age only grows, and the rule is a minimum), the date when the minimum age of a place (§9)
 * could still refuse an offer there. Refused when the patient is old enough nowhere by the window's last day: no
 * offer could ever come. `careStates`: each place's state (the clinic's, or the licensure state).
 */
export function birthDateToKeep(
  dateOfBirth: string,
  days: { today: string; lastDay: string },
  careStates: readonly (string | null)[],
): string | null {
  if (dateOfBirth > days.today) throw notForWaitlist('Please enter a valid date.', 'dateOfBirth');
  if (careStates.every((state) => meetsMinimumAge(dateOfBirth, days.today, state))) return null;
  if (!careStates.some((state) => meetsMinimumAge(dateOfBirth, days.lastDay, state))) {
    const months = Math.min(...careStates.map(minimumAgeMonths));
    throw new DomainError(
      'invalid',
      'TOO_YOUNG',
      `Patient must be ${months} months or older to be booked, which this patient is not by ${days.lastDay}.`,
      { field: 'dateOfBirth' },
    );
  }
  return dateOfBirth;
}

/**
 * Whether the entry's patient may be booked into a seat as the public site would let them (§9): a "notify me"
 * patient who gave a date of birth must be old enough on the offer's day, as the booking checks it on its own day;
 * an "earlier" patient, whose move checks no age, on the new visit's day. `careState`: the clinic's state, or the
 * licensure state of a video visit.
 */
export async function oldEnoughForSeat(
  db: Database,
  secrets: Secrets,
  entry: EntryRow,
  seat: { startsAt: Date; timeZone: string; careState: string | null; now: Date },
): Promise<boolean> {
  if (entry.kind === 'earlier') {
    const patient = entry.appointmentId ? await bookedPatientAge(db, secrets, entry.appointmentId) : null;
    if (!patient) return true;
    const visitDay = localDateOf(seat.startsAt, seat.timeZone);
    return meetsMinimumAge(patient.dateOfBirth, visitDay, seat.careState ?? patient.homeState);
  }
  if (!entry.dateOfBirthSealed) return true;
  const dateOfBirth = openBirthDate(secrets, entry.id, entry.dateOfBirthSealed);
  return meetsMinimumAge(dateOfBirth, localDateOf(seat.now, seat.timeZone), seat.careState);
}

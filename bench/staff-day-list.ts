import { staffPath, staffPaths } from '@hs/contracts/staff-identity';
import { addDays, daySlots, localDateOf, type WeeklyHours } from '@hs/domain';
import type { Database } from '../apps/api/src/db/client.js';
import { book, bookingRequest, runTag } from '../apps/api/src/production/bookings.js';
import { insertTestProvider } from '../apps/api/src/test/providers.js';
import { signedInStaff } from '../apps/api/src/test/staff-fixtures.js';
import { arriving, type MixedPace, type Percentiles, percentiles } from './mixed-load.js';

const CLINIC_ID = 'BENCHDESK1';
const TIME_ZONE = 'America/New_York';
const FLU = 101;
const DAY = { opens: '07:00', closes: '19:00', breaks: [] };
const HOURS: WeeklyHours = {
  monday: DAY,
  tuesday: DAY,
  wednesday: DAY,
  thursday: DAY,
  friday: DAY,
  saturday: DAY,
  sunday: DAY,
};
/** 48 quarter-hours a day with 5 seats each: room for the 200 visits of the list. */
const SEATS = 5;

export interface StaffDesk {
  clinicId: string;
  /** Tomorrow on the clinic's calendar: the day whose list is read. */
  date: string;
  /** Signed-in front desks, each with a session of their own: one per simulated client. */
  cookies: string[];
}

/**
 * A clinic far from every metro the public load searches (so its day stays as booked), open 07:00-19:00 every
 * day, and front-desk staff signed in there, written straight into the database before the server starts.
 */
export async function seedStaffDesk(db: Database, origin: string, desks: number): Promise<StaffDesk> {
  await insertTestProvider(db, {
    id: CLINIC_ID,
    name: 'Bench Desk Clinic',
    timeZone: TIME_ZONE,
    weeklyHours: HOURS,
    slotCapacity: SEATS,
    serviceIds: [FLU],
    store: { brandSlug: 'harvest-market', latitude: 61.2, longitude: -149.9, stateCode: 'AK' },
  });
  const cookies: string[] = [];
  for (let i = 0; i < desks; i++) {
    const staff = await signedInStaff(db, [{ role: 'front-desk', scope: 'clinic', scopeId: CLINIC_ID }], {
      now: new Date(),
      origin,
    });
    cookies.push(staff.read.cookie!);
  }
  return { clinicId: CLINIC_ID, date: addDays(localDateOf(new Date(), TIME_ZONE), 1), cookies };
}

/** Books `visits` flu visits on the desk's day through the public API, as patients would; returns how many took. */
export async function bookDeskDay(baseUrl: string, desk: StaffDesk, visits: number): Promise<number> {
  const slots = daySlots({ weeklyHours: HOURS, timeZone: TIME_ZONE, slotMinutes: 15 }, desk.date);
  const run = runTag();
  let booked = 0;
  let next = 0;
  const client = async () => {
    for (let n = next++; n < visits; n = next++) {
      const slot = { providerId: desk.clinicId, timestamp: slots[n % slots.length]!.value };
      const body = bookingRequest(slot, n + 1, run);
      const outcome = await book(baseUrl, {
        ...body,
        basicInfo: { ...body.basicInfo, preferredLanguage: n % 5 === 0 ? 'Spanish' : 'English' },
        questionnaire: { haveFever: 'No', haveAllergies: n % 7 === 0 ? 'Yes' : 'No', isPregnant: 'No' },
      });
      if (outcome.kind === 'answer' && outcome.status === 201) booked += 1;
    }
  };
  await Promise.all(Array.from({ length: 10 }, client));
  return booked;
}

export interface StaffReadFigures {
  requests: number;
  perSecond: number;
  latency: Percentiles;
  /** Visits in the last day list answered (0 for other reads). */
  visits: number;
  errors: number;
}

/** The day list of the desk's clinic, and the lightest staff read (one clinic's name): its session's cost alone. */
export const staffReads = (desk: StaffDesk) => ({
  dayList: `${staffPath(staffPaths.schedule, { clinicId: desk.clinicId })}?from=${desk.date}`,
  oneClinic: `${staffPaths.clinics}?limit=1`,
});

/**
 * Reads `path` for `seconds`: with `{ clients }`, each signed-in member again as soon as their last read is
 * answered (what the server can serve); with `{ perSecond }`, reads arriving at that rate whatever the answers,
 * taken by the members in turn (what a chain's front desks send).
 */
export async function staffReadLoad(
  baseUrl: string,
  path: string,
  cookies: readonly string[],
  seconds: number,
  pace: MixedPace = { clients: cookies.length },
): Promise<StaffReadFigures> {
  const latency: number[] = [];
  let errors = 0;
  let visits = 0;
  const deadline = performance.now() + seconds * 1000;
  const read = async (cookie: string) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } }).catch(() => null);
    const body = (await response?.json().catch(() => null)) as {
      data?: { days?: { visits: unknown[] }[] };
    } | null;
    latency.push(performance.now() - started);
    if (response?.status !== 200 || !body?.data) errors += 1;
    else visits = body.data.days?.[0]?.visits.length ?? 0;
  };
  const member = async (cookie: string) => {
    while (performance.now() < deadline) await read(cookie);
  };
  let turn = 0;
  const began = performance.now();
  if ('perSecond' in pace) await arriving(pace.perSecond, deadline, () => read(cookies[turn++ % cookies.length]!));
  else await Promise.all(cookies.slice(0, pace.clients).map(member));
  const elapsed = (performance.now() - began) / 1000;
  return {
    requests: latency.length,
    perSecond: latency.length / elapsed,
    latency: percentiles(latency),
    visits,
    errors,
  };
}

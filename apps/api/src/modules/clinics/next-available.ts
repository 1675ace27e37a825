import {
  applyServiceOverrides,
  cellsCovered,
  datesBetween,
  SEARCH_WINDOW_DAYS,
  searchWindow,
  slotStartsForDay,
  startsAfter,
} from '@hs/domain';
import type { Database } from '#api/db/client.js';
import { serviceOverridesFrom } from '#api/modules/catalog';
import { countTakenSeats, findVisitRules, type VisitRules } from './clinic-availability.repository.js';
import { readWeek } from './clinic-hours.js';
import type { ClinicRow } from './clinics.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A clinic as far as its next slot is concerned; `offersReason` is false when it lacks the service. */
export type SlotClinic = Pick<
  ClinicRow,
  'id' | 'timeZone' | 'weeklyHours' | 'closures' | 'slotCapacity' | 'isSchedulerEnabled'
> & {
  offersReason: boolean;
};

const cellKey = (providerId: string, cell: Date) => `${providerId}|${cell.getTime()}`;

/**
 * The first slot of the visit that starts after `now` within the in-person search window (§9) and whose
 * every 15-minute cell still has a free seat, outside the clinic's closures. The slot rules are the
 * availability search's own, so the locator never promises a time the results screen would not offer.
 */
export function firstFreeSlot(
  clinic: SlotClinic,
  visit: VisitRules,
  now: Date,
  taken: ReadonlyMap<string, number>,
): Date | null {
  if (!clinic.isSchedulerEnabled || !clinic.offersReason || !visit.isAvailable || visit.maxDaysAhead === null)
    return null;
  const weeklyHours = readWeek(clinic.weeklyHours);
  if (!weeklyHours) return null;
  const window = searchWindow({
    now,
    timeZone: clinic.timeZone,
    maxDaysAhead: visit.maxDaysAhead,
    leadTimeDays: visit.leadTime,
    kind: 'inPerson',
  });
  if (!window) return null;
  const rules = { weeklyHours, timeZone: clinic.timeZone, slotMinutes: visit.slotMinutes, closures: clinic.closures };
  for (const date of datesBetween(window.firstDate, window.lastDate)) {
    for (const start of slotStartsForDay(rules, date)) {
      if (!startsAfter(start, now)) continue;
      const free = cellsCovered(start, visit.slotMinutes).every(
        (cell) => (taken.get(cellKey(clinic.id, cell)) ?? 0) < clinic.slotCapacity,
      );
      if (free) return start;
    }
  }
  return null;
}

/**
 * Next available appointment of the clinic reason for every clinic of a page: one query for the reason's
 * rules and one set-based query for the page's claims, never one per clinic or per day.
 */
export async function nextAvailableAppointments(
  db: Database,
  clinics: readonly SlotClinic[],
  reasonId: number,
  now: Date,
): Promise<Map<string, Date | null>> {
  const result = new Map<string, Date | null>(clinics.map((clinic) => [clinic.id, null]));
  const bookable = clinics.filter((clinic) => clinic.isSchedulerEnabled && clinic.offersReason);
  if (bookable.length === 0) return result;
  const row = await findVisitRules(db, reasonId);
  // §3 drops a service without a window; the catalog's overrides then apply as in the search: an excluded
  // reason has no slots, and a changed window or availability holds.
  const maxDaysAhead = row?.maxDaysAhead;
  if (!row || maxDaysAhead === null || maxDaysAhead === undefined) return result;
  const overrides = await serviceOverridesFrom(row.serviceOverrides);
  const [visit] = applyServiceOverrides([{ ...row, maxDaysAhead }], overrides);
  if (!visit) return result;

  // The window is at most 14 local days from today; one extra day covers every zone's offset from UTC.
  const to = new Date(now.getTime() + (SEARCH_WINDOW_DAYS.inPerson + 1) * DAY_MS);
  const rows = await countTakenSeats(db, { providerIds: bookable.map((clinic) => clinic.id), from: now, to, now });
  const taken = new Map(rows.map((row) => [cellKey(row.providerId, row.startsAt), row.taken]));
  for (const clinic of bookable) result.set(clinic.id, firstFreeSlot(clinic, visit, now, taken));
  return result;
}

import { TZDate } from '@date-fns/tz';
import type { Directory } from '@hs/directory';
import { CELL_MINUTES, type Closure, WEEKDAYS, type WeeklyHours } from '@hs/domain';

/** One seat a future booking holds: a 15-minute cell at its provider. */
export interface BookedCell {
  appointmentId: string;
  providerId: string;
  serviceIds: number[];
  startsAt: Date;
  cell: Date;
  seat: number;
}

/** A future booking the new directory no longer allows, and why in words an operator reads. */
export interface AffectedBooking {
  appointmentId: string;
  providerId: string;
  startsAt: Date;
  why: string;
}

/** What decides when a provider can be booked: its hours, zone, seats, services and closures. */
export interface ProviderRules {
  hours: WeeklyHours;
  timeZone: string;
  seats: number;
  services: ReadonlySet<number>;
  closures: readonly Closure[];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall-clock minute of an instant in a zone: its weekday, minute of the day and "YYYY-MM-DDTHH:mm". */
function wallClock(instant: Date, timeZone: string) {
  const local = new TZDate(instant.getTime(), timeZone);
  return {
    weekday: WEEKDAYS[(local.getDay() + 6) % 7]!,
    minute: local.getHours() * 60 + local.getMinutes(),
    text: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`,
  };
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

function withinHours(hours: WeeklyHours, start: ReturnType<typeof wallClock>): boolean {
  const day = hours[start.weekday];
  if (!day) return false;
  const end = start.minute + CELL_MINUTES;
  if (start.minute < minutes(day.opens) || end > minutes(day.closes)) return false;
  return day.breaks.every((pause) => end <= minutes(pause.start) || start.minute >= minutes(pause.end));
}

/** Why the cell can no longer be booked under these rules, or null when it still can. */
function cellProblem(rules: ProviderRules, claim: BookedCell): string | null {
  const missing = claim.serviceIds.find((id) => !rules.services.has(id));
  if (missing !== undefined) return `service ${missing} is no longer offered there`;
  if (claim.seat > rules.seats) return `seats per slot go down to ${rules.seats}`;
  const start = wallClock(claim.cell, rules.timeZone);
  const end = wallClock(new Date(claim.cell.getTime() + CELL_MINUTES * 60_000), rules.timeZone);
  const closure = rules.closures.find((c) => start.text < c.endsLocal && end.text > c.startsLocal);
  if (closure) return `closed: ${closure.reason}`;
  if (!withinHours(rules.hours, start)) return 'outside the new opening hours';
  return null;
}

/** The rules of every clinic and provider of a directory, closures included (chain-wide ones for all). */
function rulesOf(directory: Directory): Map<string, ProviderRules> {
  const chainWide = directory.closures.filter((closure) => closure.providerId === null);
  const own = new Map<string, Closure[]>();
  for (const closure of directory.closures) {
    if (closure.providerId !== null) own.set(closure.providerId, [...(own.get(closure.providerId) ?? []), closure]);
  }
  const entries = [...directory.clinics, ...directory.providers];
  return new Map(
    entries.map((entry) => [
      entry.id,
      {
        hours: entry.hours,
        timeZone: entry.timeZone,
        seats: entry.seatsPerSlot,
        services: new Set(entry.services),
        closures: [...chainWide, ...(own.get(entry.id) ?? [])],
      },
    ]),
  );
}

/** The future bookings among `cells` that the directory `after` would leave at a time or place it forbids. */
export function affectedBookings(cells: readonly BookedCell[], after: Directory): AffectedBooking[] {
  return bookingsForbidden(cells, rulesOf(after));
}

/** The future bookings among `cells` that these rules (by provider id) forbid; a provider not named is gone. */
export function bookingsForbidden(
  cells: readonly BookedCell[],
  rules: ReadonlyMap<string, ProviderRules>,
): AffectedBooking[] {
  const affected = new Map<string, AffectedBooking>();
  for (const cell of cells) {
    if (affected.has(cell.appointmentId)) continue;
    const providerRules = rules.get(cell.providerId);
    const why = providerRules ? cellProblem(providerRules, cell) : 'it leaves the directory';
    if (why) {
      affected.set(cell.appointmentId, {
        appointmentId: cell.appointmentId,
        providerId: cell.providerId,
        startsAt: cell.startsAt,
        why,
      });
    }
  }
  return [...affected.values()].sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.appointmentId.localeCompare(b.appointmentId),
  );
}

import type { Attendance, AuditDetails } from '@hs/contracts/staff-desk';
import type { NamedGrant } from '@hs/contracts/staff-identity';
import { addDays } from '@hs/domain';
import type { AuditEntry } from '@/features/staff/api/audit-queries';
import { timeZoneLabel } from '@/lib/appointments/time-zone-label';
import { localDateTime, shortDate, shortWhen, visitTime } from './clinic-time';
import { grantText } from './grant-labels';
import { clockTime } from './hours-labels';
import { CANCEL_REASON_LABELS } from './visit-labels';

type Entry = Pick<AuditEntry, 'details' | 'via' | 'clinicTimeZone'>;
type Service = Extract<AuditDetails, { kind: 'hold' }>['service'];

const ATTENDANCE_WORDS: Record<Attendance, string> = {
  'checked-in': 'checked in',
  'no-show': 'no-show',
  completed: 'completed',
};

/** The changes a cancellation can come from, as the line names them. */
const CHANGES: Record<string, string> = {
  'add-closure': 'a closure',
  'block-time': 'blocked time',
  'edit-hours': 'new weekly hours',
};

/** A list of at most this many dates is written out; a longer one is its first and last. */
const DATES_LISTED = 4;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * Instants on the clinic's clock, its zone said once at the end, when the screen knows the zone; otherwise on
 * the member's own clock, as the trail's other times are.
 */
function clockOf(zone: string | null) {
  return {
    when: (at: string) => (zone ? shortWhen(at, zone) : localDateTime(at)),
    time: (at: string) => (zone ? visitTime(at, zone) : localDateTime(at)),
    zoneAfter: (at: string) => (zone ? ` ${timeZoneLabel(zone, new Date(at))}` : ''),
  };
}

const serviceName = (service: Service) => service.name ?? `service ${service.id}`;

const grantsText = (grants: readonly NamedGrant[]) => (grants.length > 0 ? grants.map(grantText).join(', ') : 'none');

/** '2 booked visits cancelled', or nothing when the change touched none. */
function bookingsText(details: { affectedVisits: number | null; bookings: 'keep' | 'cancel' | null }): string[] {
  if (!details.affectedVisits) return [];
  const verb = details.bookings === 'cancel' ? 'cancelled' : 'kept';
  return [`${plural(details.affectedVisits, 'booked visit')} ${verb}`];
}

/** 'Dec 24 – Dec 26, whole day', 'Dec 24, 12:00 PM – 2:00 PM': a span of local wall-clock times, the end excluded. */
function localSpan(startsLocal: string, endsLocal: string): string {
  const [startDate = '', startTime = '00:00'] = startsLocal.split('T');
  const [endDate = '', endTime = '00:00'] = endsLocal.split('T');
  if (startTime === '00:00' && endTime === '00:00') {
    const last = addDays(endDate, -1);
    return `${last === startDate ? shortDate(startDate) : `${shortDate(startDate)} – ${shortDate(last)}`}, whole day`;
  }
  const start = `${shortDate(startDate)}, ${clockTime(startTime)}`;
  if (startDate === endDate) return `${start} – ${clockTime(endTime)}`;
  if (endTime === '00:00' && addDays(startDate, 1) === endDate) return `${start} – midnight`;
  return `${start} – ${shortDate(endDate)}, ${clockTime(endTime)}`;
}

function datesText(dates: readonly string[]): string {
  if (dates.length <= DATES_LISTED) return `on ${dates.map(shortDate).join(', ')}`;
  return `on ${dates.length} days, ${shortDate(dates[0]!)} to ${shortDate(dates.at(-1)!)}`;
}

function dayRange(from: string, days: number): string {
  return days === 1 ? shortDate(from) : `${shortDate(from)} – ${shortDate(addDays(from, days - 1))}`;
}

/** The parts of a line for each kind of details. */
function partsOf(details: AuditDetails, zone: string | null): string[] {
  const clock = clockOf(zone);
  switch (details.kind) {
    case 'move':
      return [`From ${clock.when(details.from)} to ${clock.when(details.to)}${clock.zoneAfter(details.to)}`];
    case 'attendance': {
      const word = (value: Attendance | null) => (value ? ATTENDANCE_WORDS[value] : 'not recorded');
      return [`Attendance from ${word(details.from)} to ${word(details.to)}`];
    }
    case 'cancellation':
      return [
        `Reason: ${details.cancelReason ? CANCEL_REASON_LABELS[details.cancelReason] : 'none given'}`,
        ...(details.alongWith ? [`with appointment ${details.alongWith}`] : []),
        ...(details.byChange ? [`by ${CHANGES[details.byChange.action] ?? details.byChange.action}`] : []),
      ];
    case 'booking':
      return [
        `${details.services.map(serviceName).join(', ')} at ${clock.when(details.startsAt)}${clock.zoneAfter(details.startsAt)}`,
      ];
    case 'hold':
      return [
        `${serviceName(details.service)} at ${clock.when(details.startsAt)}${clock.zoneAfter(details.startsAt)}`,
        `held until ${clock.time(details.expiresAt)}${clock.zoneAfter(details.expiresAt)}`,
      ];
    case 'closure':
      return [`Closure ${localSpan(details.startsLocal, details.endsLocal)}`, ...bookingsText(details)];
    case 'block':
      return [
        `Blocked ${clockTime(details.from)} – ${clockTime(details.to)} ${datesText(details.dates)}`,
        ...bookingsText(details),
      ];
    case 'block-removed':
      return [`${plural(details.days, 'day')} of blocked time given back`];
    case 'hours':
      return ['Weekly hours replaced', ...bookingsText(details)];
    case 'schedule-read':
      return [
        `Day list of ${dayRange(details.from, details.days)}`,
        ...(details.visits === null ? [] : [`${plural(details.visits, 'visit')} listed`]),
      ];
    case 'trail-read': {
      const { staffId, appointmentId, from, to } = details.filter;
      return [
        `${plural(details.entries, 'entry', 'entries')} read`,
        ...(staffId ? [`staff member ${staffId}`] : []),
        ...(appointmentId ? [`appointment ${appointmentId}`] : []),
        ...(from || to ? [`dates ${from ? shortDate(from) : 'any'} to ${to ? shortDate(to) : 'any'}`] : []),
      ];
    }
    case 'grants':
      return [`Added: ${grantsText(details.added)}`, `removed: ${grantsText(details.revoked)}`];
    case 'invite':
      return [
        details.grants.length > 0 ? `Roles: ${grantsText(details.grants)}` : 'A new passkey for a member',
        `link expires ${localDateTime(details.expiresAt)}`,
      ];
    case 'registration':
      return [details.renewal ? 'A returning member’s new passkey' : `New member: ${grantsText(details.grants)}`];
    case 'member-passkey':
      return [`Passkey of staff member ${details.staffId}`];
  }
}

/**
 * One line that says what a trail row recorded beyond its other columns ('From Tue, Dec 1, 9:00 AM to Wed,
 * Dec 2, 10:15 AM ET', 'Reason: Weather', 'Closure Dec 24 – Dec 26, whole day'); null when it recorded nothing.
 */
export function auditSummary(entry: Entry): string | null {
  const parts = [
    ...(entry.details ? partsOf(entry.details, entry.clinicTimeZone) : []),
    ...(entry.via === 'fhir' ? ['through FHIR'] : []),
  ];
  if (parts.length === 0) return null;
  const line = parts.join('; ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}

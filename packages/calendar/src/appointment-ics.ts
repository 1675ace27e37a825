import { TZDate } from '@date-fns/tz';
import { DEFAULT_LANGUAGE, eventUid, fillTemplate, formatConfirmCode, type Language } from '@hs/domain';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { calendarTexts } from './calendar-texts.js';

/** How long a visit lasts when its services name no length, as the slot inventory counts it. */
export const DEFAULT_VISIT_MINUTES = 15;

export interface CalendarAddress {
  lines: readonly string[];
  city: string;
  state: string;
  postalCode: string;
}

/** One appointment as every calendar file tells it: the confirmation page's, the manage page's and the e-mails'. */
export interface CalendarAppointment {
  appointmentId: string;
  start: Date;
  minutes: number;
  /** The provider's IANA zone: the entry's times are written on its wall clock. */
  timeZone: string;
  /** Changes so far (each move, and the cancellation): a calendar keeps the entry of the highest. */
  sequence: number;
  services: readonly string[];
  place: { name: string; address: CalendarAddress | null; phone: string | null };
  confirmCode: string | undefined;
  /** The page to find, move or cancel the appointment. */
  manageUrl: string;
}

/**
 * PUBLISH for a file the patient adds by hand; REQUEST (a booking or a move) and CANCEL for the e-mailed
 * invitations of RFC 5546, which name who sends them and to whom.
 */
export type CalendarDelivery =
  | { method: 'PUBLISH' }
  | { method: 'REQUEST' | 'CANCEL'; organizer: { name: string; email: string }; attendee: string };

export interface CalendarFileOptions {
  /** The right-hand side of the UID: the site's host name. */
  uidDomain: string;
  /** DTSTAMP: when the file was made. */
  now: Date;
  /** What the entry's title, place and description are written in: the appointment's language (English if unsaid). */
  language?: Language | undefined;
}

/** '5088 Cedar Ave, Cincinnati, OH 45202' */
export function oneLineAddress(address: CalendarAddress): string {
  const street = address.lines.filter((line) => line.trim()).join(', ');
  return `${street}, ${address.city}, ${address.state} ${address.postalCode}`;
}

const METHODS = {
  PUBLISH: ICalCalendarMethod.PUBLISH,
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
} as const;

/** The provider's VTIMEZONE, so a calendar shows the entry in the zone the clinic keeps. */
const vtimezone = (zone: string): string | null => {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && block[0] ? block[0] : null;
};

/**
 * The whole .ics file of one appointment (RFC 5545): one VEVENT whose UID stays with the appointment, whose
 * SEQUENCE is the appointment's count of changes, times on the provider's wall clock with its VTIMEZONE, and
 * DTSTAMP in UTC. Summary, location and description are made here alone, so every file of one appointment
 * says the same.
 */
export function appointmentIcs(
  appointment: CalendarAppointment,
  delivery: CalendarDelivery,
  options: CalendarFileOptions,
): string {
  const { place, timeZone } = appointment;
  const language = options.language ?? DEFAULT_LANGUAGE;
  const texts = calendarTexts[language];
  const canceled = delivery.method === 'CANCEL';
  // No zone of the calendar's own: ical-generator would write DTSTAMP on that zone's wall clock, without the Z.
  const calendar = ical({
    prodId: { company: 'The Local Clinic', product: 'Appointment Scheduler', language: language.toUpperCase() },
    method: METHODS[delivery.method],
    timezone: { name: null, generator: vtimezone },
  });
  const end = appointment.start.getTime() + appointment.minutes * 60_000;
  calendar.createEvent({
    id: eventUid(appointment.appointmentId, options.uidDomain),
    sequence: appointment.sequence,
    stamp: options.now,
    // Zoned dates, so the wall-clock times written beside TZID are the provider's.
    start: new TZDate(appointment.start.getTime(), timeZone),
    end: new TZDate(end, timeZone),
    timezone: timeZone,
    summary: fillTemplate(texts.summary, {
      services: appointment.services.join(', ') || texts.appointment,
      place: place.name,
    }),
    location: place.address ? oneLineAddress(place.address) : texts.videoVisit,
    description: [
      ...(appointment.confirmCode
        ? [fillTemplate(texts.confirmationCode, { code: formatConfirmCode(appointment.confirmCode) })]
        : []),
      ...(place.phone ? [fillTemplate(texts.clinicPhone, { phone: place.phone })] : []),
      fillTemplate(texts.manage, { url: appointment.manageUrl }),
    ].join('\n'),
    status: canceled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(delivery.method === 'PUBLISH'
      ? {}
      : { organizer: delivery.organizer, attendees: [{ email: delivery.attendee, rsvp: false }] }),
  });
  // Every content line ends with CRLF (RFC 5545 §3.1), the last one too; ical-generator leaves it off.
  return `${calendar.toString()}\r\n`;
}

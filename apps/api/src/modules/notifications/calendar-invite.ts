import { TZDate } from '@date-fns/tz';
import { eventUid } from '@hs/domain';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MessageView } from './message-view.js';

export interface CalendarInvite {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

/**
 * The calendar file an e-mail carries: METHOD:REQUEST for a booking, a move or a reminder (the UID stays, the
 * SEQUENCE counts the moves, so a calendar updates its entry) and METHOD:CANCEL for a cancellation. Times are in
 * the provider's zone with its VTIMEZONE, so the entry shows the zone the clinic keeps.
 */
export function calendarInvite(
  view: MessageView,
  options: { uidDomain: string; organizer: { name: string; email: string }; attendee: string; now: Date },
): CalendarInvite {
  const canceled = view.kind === 'cancellation';
  const method = canceled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({
    prodId: { company: 'The Local Clinic', product: 'Appointment Scheduler', language: 'EN' },
    method,
    timezone: { name: view.timeZone, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: eventUid(view.appointmentId, options.uidDomain),
    sequence: view.sequence,
    stamp: options.now,
    // Zoned dates, so the wall-clock times written beside TZID are the provider's.
    start: new TZDate(view.start.getTime(), view.timeZone),
    end: new TZDate(view.end.getTime(), view.timeZone),
    timezone: view.timeZone,
    summary: `${view.services || 'Appointment'} at ${view.place.name}`,
    location: view.place.address ?? view.place.name,
    description: [view.confirmCode ? `Confirmation code: ${view.confirmCode}` : '', view.links.manage]
      .filter(Boolean)
      .join('\n'),
    status: canceled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: options.organizer,
    attendees: [{ email: options.attendee, rsvp: false }],
  });
  return { method: canceled ? 'CANCEL' : 'REQUEST', content: calendar.toString() };
}

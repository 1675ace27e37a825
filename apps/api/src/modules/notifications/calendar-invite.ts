import { appointmentIcs } from '@hs/calendar';
import { emailTexts } from './catalog/email-texts.js';
import { isCancellation, type MessageView } from './message-view.js';

export interface CalendarInvite {
  method: 'REQUEST' | 'CANCEL';
  content: string;
  /** The attachment's name, in the appointment's language. */
  filename: string;
}

/**
 * The calendar file an e-mail carries (RFC 5546): METHOD:REQUEST for a booking, a move or a reminder, and
 * METHOD:CANCEL with STATUS:CANCELLED for a cancellation. The UID stays with the appointment and the SEQUENCE
 * counts its changes, so a calendar updates its entry, then removes it. It is the same file, by the same builder,
 * as the pages offer, its words in the appointment's language.
 */
export function calendarInvite(
  view: MessageView,
  options: { uidDomain: string; organizer: { name: string; email: string }; attendee: string; now: Date },
): CalendarInvite {
  const canceled = isCancellation(view.kind);
  const method = canceled ? 'CANCEL' : 'REQUEST';
  const content = appointmentIcs(
    {
      appointmentId: view.appointmentId,
      start: view.start,
      minutes: view.minutes,
      timeZone: view.timeZone,
      sequence: view.sequence,
      services: view.services,
      place: { name: view.place.name, address: view.place.address, phone: view.place.phone },
      confirmCode: view.confirmCode,
      manageUrl: view.links.manage,
    },
    { method, organizer: options.organizer, attendee: options.attendee },
    { uidDomain: options.uidDomain, now: options.now, language: view.language },
  );
  const texts = emailTexts[view.language];
  return { method, content, filename: canceled ? texts.canceledCalendarFile : texts.calendarFile };
}

import { eventUid } from '@hs/domain';

/**
 * A minimal RFC 5545 calendar file for one appointment: one VEVENT in UTC times (so no VTIMEZONE block is
 * needed and every calendar shows it at the right moment in its own zone), CRLF line endings, TEXT
 * escaping and line folding at 75 octets.
 */

const DEFAULT_DURATION_MINUTES = 30;

export interface CalendarEvent {
  /** The appointment id; the UID is derived from it. */
  appointmentId: string;
  start: Date;
  /** The service length when known; calendars get a 30-minute block otherwise. */
  durationMinutes?: number | undefined;
  summary: string;
  /** Times the appointment was moved: a calendar replaces an entry of the same UID with a higher SEQUENCE. */
  sequence?: number | undefined;
  location?: string | undefined;
  description?: string | undefined;
}

export interface CalendarOptions {
  /** The right-hand side of the UID, normally the site's host name. */
  uidDomain: string;
  /** DTSTAMP: when the file was made. */
  now: Date;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT values (§3.3.11): backslash, semicolon and comma are escaped, line breaks become \n. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/**
 * Folds a content line (§3.1): no line longer than 75 octets, continuations start with one space.
 * It splits between characters, never inside a multi-byte UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines spend one octet on their leading space.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 20261123T190000Z */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** The whole .ics file for one appointment. */
export function buildIcs(event: CalendarEvent, options: CalendarOptions): string {
  const minutes = event.durationMinutes && event.durationMinutes > 0 ? event.durationMinutes : DEFAULT_DURATION_MINUTES;
  const end = new Date(event.start.getTime() + minutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//The Local Clinic//Appointment Scheduler//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${eventUid(event.appointmentId, options.uidDomain)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${formatUtc(options.now)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

import ICAL from 'ical.js';

/** Test support only: one appointment's calendar file as a calendar program reads it, with ical.js. */
export interface ReadCalendar {
  method: string | null;
  uid: string;
  sequence: number;
  status: string | null;
  /** The DTSTAMP value as written, e.g. 20261127T120000Z. */
  stamp: string;
  start: ReadTime;
  end: ReadTime;
  summary: string;
  location: string;
  description: string;
  organizer: string | null;
  attendees: string[];
}

export interface ReadTime {
  tzid: string | null;
  /** '2026-12-01T09:00:00', as the calendar shows it in that zone. */
  wallClock: string;
  instant: Date;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function readTime(time: ICAL.Time, tzid: string | null): ReadTime {
  return { tzid, wallClock: time.toString(), instant: time.toJSDate() };
}

/**
 * Parses a file with one VEVENT. Its own VTIMEZONE blocks are the only zones known while it is read, so its times
 * convert by what the file itself says.
 */
export function readCalendar(ics: string): ReadCalendar {
  const root = new ICAL.Component(ICAL.parse(ics));
  ICAL.TimezoneService.reset();
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const events = root.getAllSubcomponents('vevent');
  if (events.length !== 1) throw new Error(`Expected one VEVENT, found ${events.length}`);
  const vevent = events[0]!;
  const event = new ICAL.Event(vevent);
  const start = vevent.getFirstProperty('dtstart');
  const end = vevent.getFirstProperty('dtend');
  return {
    method: text(root.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: text(vevent.getFirstPropertyValue('status')),
    stamp: /^DTSTAMP:(.*)$/m.exec(ics.replace(/\r\n[ \t]/g, ''))?.[1]?.trim() ?? '',
    start: readTime(event.startDate, text(start?.getParameter('tzid'))),
    end: readTime(event.endDate, text(end?.getParameter('tzid'))),
    summary: event.summary,
    location: event.location,
    description: event.description,
    organizer: text(vevent.getFirstPropertyValue('organizer')),
    attendees: vevent.getAllProperties('attendee').map((attendee) => String(attendee.getFirstValue())),
  };
}

/**
 * What a calendar holds for the appointment after taking the files in the order given (RFC 5546 §2.1.5): a
 * message counts only when its SEQUENCE is at least the entry's (and, when equal, its DTSTAMP is not older); a
 * REQUEST or PUBLISH sets the entry, a CANCEL removes it. Null when nothing is left.
 */
export function calendarAfter(files: readonly string[]): ReadCalendar | null {
  let entry: ReadCalendar | null = null;
  let last: { sequence: number; stamp: string } | null = null;
  for (const file of files) {
    const read = readCalendar(file);
    if (last && (read.sequence < last.sequence || (read.sequence === last.sequence && read.stamp < last.stamp))) {
      continue;
    }
    last = { sequence: read.sequence, stamp: read.stamp };
    entry = read.method === 'CANCEL' ? null : read;
  }
  return entry;
}

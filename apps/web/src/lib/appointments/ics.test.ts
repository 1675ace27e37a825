import { eventUid } from '@hs/domain';
import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, formatUtc } from '@/lib/appointments/ics';

const event = {
  appointmentId: 'Daqa52eKEXwt4ELoFk0uEw',
  start: new Date('2026-11-23T19:00:00.000Z'),
  summary: 'Shingles Vaccine Dose 1 at The Local Clinic',
  location: '5088 Cedar Ave, Cincinnati, OH 45202',
  description: 'Confirmation code: lxfB0uMtZgXXeE0A3Ze4MQ\nClinic phone: (513) 555-0122',
};
const options = { uidDomain: 'scheduler.example', now: new Date('2026-11-22T00:47:00.123Z') };

/** Undoes folding (§3.1): a CRLF followed by one space is removed. */
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('calendar file', () => {
  it('is a VCALENDAR with one VEVENT, CRLF line endings and UTC times', () => {
    const ics = buildIcs(event, options);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(ics).split('\r\n');
    expect(lines).toContain('DTSTART:20261123T190000Z');
    expect(lines).toContain('DTEND:20261123T193000Z');
    expect(lines).toContain('DTSTAMP:20261122T004700Z');
    expect(lines).toContain('SUMMARY:Shingles Vaccine Dose 1 at The Local Clinic');
    expect(lines).toContain('LOCATION:5088 Cedar Ave\\, Cincinnati\\, OH 45202');
    expect(lines).toContain('DESCRIPTION:Confirmation code: lxfB0uMtZgXXeE0A3Ze4MQ\\nClinic phone: (513) 555-0122');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('ends the event after the service length when it is known', () => {
    const lines = unfold(buildIcs({ ...event, durationMinutes: 45 }, options)).split('\r\n');
    expect(lines).toContain('DTEND:20261123T194500Z');
  });

  it('gives the same appointment the same UID, and never the raw id', () => {
    const uid = eventUid(event.appointmentId, 'scheduler.example');
    expect(uid).toMatch(/^appointment-[0-9a-f]{16}@scheduler\.example$/);
    expect(uid).not.toContain(event.appointmentId);
    expect(eventUid(event.appointmentId, 'scheduler.example')).toBe(uid);
    expect(eventUid('4DQXZKmZdIozv5ag22WWLw', 'scheduler.example')).not.toBe(uid);
    expect(buildIcs(event, options)).toContain(`UID:${uid}\r\n`);
  });

  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'Harvest Market – Cedar Ave '.repeat(8)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [index, part] of parts.entries()) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
      // A split multi-byte character would show up as a replacement character on decoding.
      expect(new TextDecoder().decode(new TextEncoder().encode(part))).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(line);
  });

  it('leaves short lines alone and formats UTC stamps', () => {
    expect(foldLine('END:VEVENT')).toBe('END:VEVENT');
    expect(formatUtc(new Date('2026-03-08T07:05:09.999Z'))).toBe('20260308T070509Z');
  });
});

import * as calendar from '@hs/calendar';
import { spanishDirectoryWords } from '@hs/content';
import { describe, expect, it } from 'vitest';
import { directoryWordsSayer } from '@/lib/directory/directory-words';
import { providerFixture } from '@/test/provider-fixture';
import { pageCalendarFile } from './calendar-download';

const visit = {
  id: 'b6a1c0de-0000-4000-8000-000000000001',
  timestamp: '2026-12-01T14:00:00.000Z',
  timezone: 'America/New_York',
  confirmCode: '7KQ49XM2PD',
  services: [{ name: 'Flu Vaccine' }, { name: 'Pop-up clinic special' }],
  durationMinutes: 15,
};
const appointment = calendar.confirmedCalendar(visit, providerFixture('014'), 'https://example.com/manage');
const options = { uidDomain: 'example.com', now: new Date('2026-11-27T12:00:00Z') };

/** A calendar file's lines as written, its folded lines joined again (RFC 5545 §3.1). */
const line = (ics: string, name: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .find((one) => one.startsWith(`${name}:`));

describe('the calendar file a page downloads', () => {
  it('is in Spanish for a Spanish visitor: its words, and its services as the page names them', () => {
    const ics = pageCalendarFile(
      calendar,
      appointment,
      { language: 'es', say: directoryWordsSayer(spanishDirectoryWords.data, true) },
      options,
    );
    // A service the directory's words lack keeps the directory's English, as the page shows it.
    expect(line(ics, 'SUMMARY')).toBe('SUMMARY:Vacuna contra la gripe\\, Pop-up clinic special en Clinic 014');
    expect(line(ics, 'DESCRIPTION')).toContain('Código de confirmación: 7KQ4-9XM2-PD');
    expect(line(ics, 'DESCRIPTION')).toContain('Teléfono de la clínica: (513) 555-0122');
    expect(line(ics, 'PRODID')).toContain('//ES');
  });

  it('is the English file the e-mails carry for an English one', () => {
    const ics = pageCalendarFile(
      calendar,
      appointment,
      { language: 'en', say: directoryWordsSayer(undefined, false) },
      options,
    );
    expect(ics).toBe(calendar.appointmentIcs(appointment, { method: 'PUBLISH' }, options));
    expect(line(ics, 'SUMMARY')).toBe('SUMMARY:Flu Vaccine\\, Pop-up clinic special at Clinic 014');
  });
});

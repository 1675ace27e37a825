import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appointmentWhen } from './appointment-when.js';
import { TIME_ZONE_CODES } from './constants.js';
import { LANGUAGES, type Language } from './language.js';
import { timeZoneLabel } from './time-zone-label.js';

/** Names written out here, not by Intl, so the test does not check Intl against itself. */
const NAMES: Record<
  Language,
  { weekdays: string[]; shortWeekdays: string[]; months: string[]; am: string; pm: string }
> = {
  en: {
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    shortWeekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    months: 'January February March April May June July August September October November December'.split(' '),
    am: 'AM',
    pm: 'PM',
  },
  es: {
    weekdays: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
    shortWeekdays: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
    months: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' '),
    am: 'a.m.',
    pm: 'p.m.',
  },
};

/**
 * As any ICU writes it: some versions put a narrow no-break space before AM and PM, and older Spanish data
 * writes 'a. m.'.
 */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/([ap])\. m\./g, '$1.m.');

describe('an appointment time for a message', () => {
  it('writes the provider’s wall clock in the patient’s language, with the zone label the pages use', () => {
    const at = new Date('2026-12-01T14:00:00Z');
    const written = (language: Language) =>
      Object.fromEntries(
        Object.entries(appointmentWhen(at, 'America/New_York', language)).map(([k, v]) => [k, plain(v)]),
      );
    expect(written('en')).toEqual({
      date: 'Tuesday, December 1, 2026',
      time: '9:00 AM ET',
      full: 'Tuesday, December 1, 2026 at 9:00 AM ET',
      short: 'Tue, Dec 1, 9:00 AM ET',
    });
    expect(written('es')).toEqual({
      date: 'martes, 1 de diciembre de 2026',
      time: '9:00 a.m. ET',
      full: 'martes, 1 de diciembre de 2026, 9:00 a.m. ET',
      short: 'mar, 1 de dic, 9:00 a.m. ET',
    });
  });

  it('takes a §9 code as its zone, and the default zone for one it does not know', () => {
    const at = new Date('2026-07-01T02:30:00Z');
    expect(plain(appointmentWhen(at, 'PT', 'es').time)).toBe('7:30 p.m. PT');
    expect(plain(appointmentWhen(at, 'Mars/Olympus', 'en').time)).toBe('10:30 PM ET');
  });

  it('names the weekday, day, month, year and hour of the zone’s wall clock, in either language', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2028-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.constantFrom(...Object.values(TIME_ZONE_CODES), 'America/Indiana/Indianapolis', 'America/Puerto_Rico'),
        fc.constantFrom(...LANGUAGES),
        (instant, zone, language) => {
          const when = appointmentWhen(instant, zone, language);
          const wall = new TZDate(instant.getTime(), zone);
          const names = NAMES[language];
          const hour = wall.getHours() % 12 || 12;
          const clock = `${hour}:${String(wall.getMinutes()).padStart(2, '0')} ${wall.getHours() < 12 ? names.am : names.pm}`;
          const label = timeZoneLabel(zone, instant);
          const month = names.months[wall.getMonth()]!;

          expect(plain(when.time)).toBe(`${clock} ${label}`);
          expect(plain(when.date).startsWith(`${names.weekdays[wall.getDay()]}, `)).toBe(true);
          expect(when.date).toContain(month);
          expect(when.date).toMatch(new RegExp(`\\b${wall.getDate()}\\b`));
          expect(when.date).toContain(String(wall.getFullYear()));
          expect(plain(when.full)).toContain(when.date);
          expect(plain(when.full).endsWith(`${clock} ${label}`)).toBe(true);
          expect(plain(when.short).startsWith(`${names.shortWeekdays[wall.getDay()]}, `)).toBe(true);
          expect(plain(when.short).endsWith(`, ${clock} ${label}`)).toBe(true);
          expect(plain(when.short)).toMatch(new RegExp(`\\b${wall.getDate()}\\b`));
        },
      ),
      { numRuns: 300 },
    );
  });
});

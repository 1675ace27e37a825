import { resolveTimeZone } from './appointment-time.js';
import { type Language, LOCALES } from './language.js';
import { timeZoneLabel } from './time-zone-label.js';

/** An appointment's time as a message writes it, in one language, on the provider's wall clock. */
export interface AppointmentWhen {
  /** 'Tuesday, December 1, 2026' · 'martes, 1 de diciembre de 2026' */
  date: string;
  /** '9:00 AM ET' · '9:00 a.m. ET' */
  time: string;
  /** 'Tuesday, December 1, 2026 at 9:00 AM ET' · 'martes, 1 de diciembre de 2026, 9:00 a.m. ET' */
  full: string;
  /** 'Tue, Dec 1, 9:00 AM ET' · 'mar, 1 de dic, 9:00 a.m. ET': what a text message has room for. */
  short: string;
}

const STYLES = {
  date: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
  full: { dateStyle: 'full', timeStyle: 'short' },
  short: { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
} as const satisfies Record<keyof AppointmentWhen, Intl.DateTimeFormatOptions>;

// A formatter is costly to make and fixed for its locale, zone and style; a worker's round reuses a handful.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, timeZone: string, style: keyof AppointmentWhen): Intl.DateTimeFormat {
  const key = `${language} ${timeZone} ${style}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(LOCALES[language], { ...STYLES[style], timeZone });
    formatters.set(key, made);
  }
  return made;
}

/**
 * The appointment's time for a message in `language`: weekdays, months, order and clock written by Intl for the
 * language's locale in the provider's zone (§9), followed by the zone's label as the pages show it ('ET' all year).
 */
export function appointmentWhen(start: Date, zone: string, language: Language): AppointmentWhen {
  const timeZone = resolveTimeZone(zone);
  const label = timeZoneLabel(timeZone, start);
  const format = (style: keyof AppointmentWhen) => formatter(language, timeZone, style).format(start);
  return {
    date: format('date'),
    time: `${format('time')} ${label}`,
    full: `${format('full')} ${label}`,
    short: `${format('short')} ${label}`,
  };
}

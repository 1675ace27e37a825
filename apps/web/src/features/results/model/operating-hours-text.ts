import type { DayHours, OperatingHours } from '@hs/domain';

export interface HoursLine {
  days: string;
  hours: string;
  /** "Lunch 12:30 PM – 1:30 PM" when the day has a break. */
  lunch?: string;
}

const CLOSED = 'Closed';

/** "13:30" → "1:30 PM"; anything that is not a wall-clock time is shown as given. */
export function clockTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

function line(days: string, hours: DayHours | null): HoursLine {
  if (!hours) return { days, hours: CLOSED };
  const lunch =
    hours.breakStart && hours.breakEnd
      ? `Lunch ${clockTime(hours.breakStart)} – ${clockTime(hours.breakEnd)}`
      : undefined;
  return { days, hours: `${clockTime(hours.start)} – ${clockTime(hours.end)}`, ...(lunch ? { lunch } : {}) };
}

/** The three lines of a clinic card (§2): Mon–Fri, Sat and Sun, each with its lunch break. */
export function hoursLines(hours: OperatingHours): HoursLine[] {
  return [line('Mon–Fri', hours.mondayToFriday), line('Sat', hours.saturday), line('Sun', hours.sunday)];
}

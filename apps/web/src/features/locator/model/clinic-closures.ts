import type { ClinicClosure } from '@hs/contracts';
import { formatInZone } from '@/lib/appointments/appointment-time';

/** A coming closure as the details page lists it. */
export interface ClosureLine {
  /** The local date it starts, "YYYY-MM-DD", for a <time> element. */
  date: string;
  /** "Thursday, December 24", or a range of days. */
  when: string;
  /** "Closed all day", "Closes at 2:00 PM", "Opens at 12:00 PM", "Closed 10:00 AM – 11:00 AM", … */
  hours: string;
  reason: string;
}

const MIDNIGHT = 'T00:00';

/** Parts of a wall-clock time "YYYY-MM-DDTHH:mm", read as written: it is already on the clinic's clock. */
const wall = (local: string, pattern: string) => formatInZone(`${local}:00Z`, 'UTC', pattern);
const dayName = (local: string) => wall(local, 'EEEE, MMMM d');
const time = (local: string) => wall(local, 'h:mm a');

/** The day before a local date, for a closure that ends at midnight. */
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** A closure in words, on the clinic's clock (the API gives it so): which days, and which part of them. */
export function closureLine({ startsLocal, endsLocal, reason }: ClinicClosure): ClosureLine {
  const [startDate = '', startTime = ''] = startsLocal.split('T');
  const [endDate = '', endTime = ''] = endsLocal.split('T');
  const fromMidnight = startTime === '00:00';
  const toMidnight = endTime === '00:00';
  const lastDay = toMidnight ? dayBefore(endDate) : endDate;
  const when =
    lastDay === startDate ? dayName(startsLocal) : `${dayName(startsLocal)} – ${dayName(`${lastDay}${MIDNIGHT}`)}`;
  let hours: string;
  if (fromMidnight && toMidnight) hours = lastDay === startDate ? 'Closed all day' : 'Closed';
  else if (lastDay !== startDate) hours = `Closed from ${time(startsLocal)} to ${time(endsLocal)}`;
  else if (toMidnight) hours = `Closes at ${time(startsLocal)}`;
  else if (fromMidnight) hours = `Opens at ${time(endsLocal)}`;
  else hours = `Closed ${time(startsLocal)} – ${time(endsLocal)}`;
  return { date: startDate, when, hours, reason };
}

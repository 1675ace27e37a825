import type { ClinicClosure } from '@hs/contracts';
import { wallDay, wallTime } from '@/lib/appointments/appointment-time';
import { translate } from '@/lib/i18n/i18n';

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

const dayName = wallDay;
const time = wallTime;

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
    lastDay === startDate
      ? dayName(startsLocal)
      : translate('controls.hours.range', { from: dayName(startsLocal), to: dayName(`${lastDay}${MIDNIGHT}`) });
  const from = time(startsLocal);
  const to = time(endsLocal);
  let hours: string;
  if (fromMidnight && toMidnight)
    hours = translate(lastDay === startDate ? 'controls.closure.allDay' : 'controls.hours.closed');
  else if (lastDay !== startDate) hours = translate('controls.closure.fromTo', { from, to });
  else if (toMidnight) hours = translate('controls.closure.closesAt', { time: from });
  else if (fromMidnight) hours = translate('controls.closure.opensAt', { time: to });
  else hours = translate('controls.closure.closedRange', { from, to });
  return { date: startDate, when, hours, reason };
}

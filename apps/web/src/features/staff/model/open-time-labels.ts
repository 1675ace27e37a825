import { reservationTimeOf } from '@/lib/slot-calendar/slot-format';

/** A free time as the server offers it: the clinic's wall clock with its offset ('2026-03-04T09:15:00-05:00'). */
export type OpenTime = string;

/** The clinic's calendar day of a free time, which its own text carries. */
export const dayOf = (time: OpenTime): string => time.slice(0, 10);

/** The hold's 'YYYY-MM-DD HH:mm:ss' on the clinic's clock (§7 reservationTime). */
export const holdTimeOf = (time: OpenTime, timeZone: string): string => reservationTimeOf(time, timeZone);

/** The message a hold that lost its seat gets (§8), before the member chooses again. */
export const TIME_JUST_BOOKED = 'Unfortunately, the time selected was just booked. Please select a new time.';
/** §8, when Continue is pressed without a time. */
export const TIME_REQUIRED = 'Please select an appointment time to continue.';

/** The day free times are first shown for: the one asked for (YYYY-MM-DD), unless it is past or not given. */
export function firstShownDay(day: string | null, today: string): string {
  return day !== null && day >= today ? day : today;
}

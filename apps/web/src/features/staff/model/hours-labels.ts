import { addDays, type WEEKDAYS } from '@hs/domain';
import { dayHeading } from './clinic-time';

/** '2:30 PM' from '14:30'. */
export function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A closure's local bounds ("YYYY-MM-DDTHH:mm", the end excluded) as a front desk reads them. */
export function closureSpan(startsLocal: string, endsLocal: string, wholeDay: boolean): string {
  const [startDate = '', startTime = '00:00'] = startsLocal.split('T');
  const [endDate = '', endTime = '00:00'] = endsLocal.split('T');
  if (wholeDay && startTime === '00:00' && endTime === '00:00') {
    const last = addDays(endDate, -1);
    return last === startDate ? `${dayHeading(startDate)}, all day` : `${dayHeading(startDate)} to ${dayHeading(last)}`;
  }
  if (startDate === endDate) return `${dayHeading(startDate)}, ${clockTime(startTime)} to ${clockTime(endTime)}`;
  if (endTime === '00:00' && addDays(startDate, 1) === endDate) {
    return `${dayHeading(startDate)}, ${clockTime(startTime)} to midnight`;
  }
  return `${dayHeading(startDate)} ${clockTime(startTime)} to ${dayHeading(endDate)} ${clockTime(endTime)}`;
}

export const WEEKDAY_NAMES: Record<(typeof WEEKDAYS)[number], string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

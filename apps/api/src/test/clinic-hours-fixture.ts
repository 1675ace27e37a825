import type { OperatingHours } from '@hs/domain';

/** A clinic open weekdays with a lunch break, Saturdays without one, closed on Sundays. */
export const WEEKDAY_LUNCH_HOURS: OperatingHours = {
  isBreakSame: false,
  mondayToFriday: { start: '08:30', end: '19:30', breakStart: '13:00', breakEnd: '14:00' },
  saturday: { start: '09:00', end: '17:00' },
  sunday: null,
};

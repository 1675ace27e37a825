import { weekOf } from '@hs/domain';

/** A clinic open weekdays with a lunch break, Saturdays without one, closed on Sundays. */
export const WEEKDAY_LUNCH_HOURS = weekOf(
  { opens: '08:30', closes: '19:30', breaks: [{ start: '13:00', end: '14:00' }] },
  { opens: '09:00', closes: '17:00', breaks: [] },
  null,
);

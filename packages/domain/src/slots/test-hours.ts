import fc from 'fast-check';
import { WEEKDAYS, type WeekdayHours, type WeeklyHours } from '../weekly-hours.js';
import { hhmm } from './test-clock.js';

const QUARTER = 15;

/**
 * Hours on the quarter-hour grid from 04:00 with up to three breaks, so no opening, break or closing time falls
 * in the hours a DST change rewrites (the DST-crossing hours have their own tests in dst.test.ts).
 */
export const weekdayHoursArb: fc.Arbitrary<WeekdayHours> = fc
  .integer({ min: 0, max: 3 })
  .chain((breaks) =>
    fc.uniqueArray(fc.integer({ min: 16, max: 95 }), { minLength: 2 + 2 * breaks, maxLength: 2 + 2 * breaks }),
  )
  .map((marks) => {
    const times = [...marks].sort((a, b) => a - b).map((q) => hhmm(q * QUARTER));
    const inner = times.slice(1, -1);
    return {
      opens: times[0]!,
      closes: times.at(-1)!,
      breaks: inner.flatMap((time, i) => (i % 2 === 0 ? [{ start: time, end: inner[i + 1]! }] : [])),
    };
  });

export const weeklyHoursArb: fc.Arbitrary<WeeklyHours> = fc
  .tuple(...WEEKDAYS.map(() => fc.option(weekdayHoursArb, { nil: null, freq: 4 })))
  .map((days) => Object.fromEntries(WEEKDAYS.map((day, i) => [day, days[i]!])) as WeeklyHours);

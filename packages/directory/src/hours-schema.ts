import { type TimeRange, WEEKDAYS, type WeekdayHours, type WeeklyHours } from '@hs/domain';
import { z } from 'zod';

/**
 * Times of day are kept on the quarter hour: slots are made of 15-minute cells, so a clinic that opened at
 * 08:10 would lose a cell it meant to keep open, silently.
 */
export const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day such as 08:30 (24-hour clock, HH:mm)')
  .refine((time) => Number(time.slice(3)) % 15 === 0, 'must be on the quarter hour (:00, :15, :30 or :45)');

const timeRange = z.strictObject({ start: timeOfDay, end: timeOfDay });

const dayHours = z
  .strictObject({ opens: timeOfDay, closes: timeOfDay, breaks: z.array(timeRange).default([]) })
  .superRefine((day, context) => {
    if (day.closes <= day.opens) {
      context.addIssue({
        code: 'custom',
        path: ['closes'],
        message: `closes at ${day.closes}, which is not after it opens (${day.opens})`,
      });
    }
    const ordered = day.breaks.map((range, index) => ({ range, index })).sort((a, b) => compare(a.range, b.range));
    ordered.forEach(({ range, index }, position) => {
      const issue = (message: string) => context.addIssue({ code: 'custom', path: ['breaks', index], message });
      if (range.end <= range.start) {
        issue(`the break ${span(range)} ends before it starts`);
        return;
      }
      if (day.opens < day.closes && (range.start <= day.opens || range.end >= day.closes)) {
        issue(`the break ${span(range)} is not inside the opening hours ${day.opens}–${day.closes}`);
      }
      const previous = ordered[position - 1]?.range;
      if (previous && previous.end > range.start)
        issue(`the break ${span(range)} overlaps the break ${span(previous)}`);
    });
  })
  .transform((day): WeekdayHours => ({ ...day, breaks: [...day.breaks].sort(compare) }));

function compare(a: TimeRange, b: TimeRange): number {
  return a.start.localeCompare(b.start) || a.end.localeCompare(b.end);
}

function span(range: TimeRange): string {
  return `${range.start}–${range.end}`;
}

/** Every weekday is named: null when closed all day, so a forgotten day is an error rather than a closure. */
export const weeklyHours = z
  .strictObject(
    Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours.nullable()])) as Record<
      (typeof WEEKDAYS)[number],
      z.ZodNullable<typeof dayHours>
    >,
  )
  .refine(
    (week) => WEEKDAYS.some((day) => week[day] !== null),
    'is closed every day: give at least one weekday its hours (a closure stops it for a while; leaving it out of the file retires it)',
  )
  .transform((week) => week as WeeklyHours)
  .describe('Opening hours per weekday in the local time of the clinic or provider; null: closed all day');

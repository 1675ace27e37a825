import { describe, expect, it } from 'vitest';
import { scheduleRange, stepRange, weekStart } from './schedule-range';

const range = (query: string, today = '2026-03-04') => scheduleRange(new URLSearchParams(query), today);

describe('the day list range', () => {
  it("is the clinic's today without a date, or with one that is not a real date", () => {
    expect(range('')).toEqual({ date: '2026-03-04', view: 'day', from: '2026-03-04', days: 1 });
    expect(range('date=2026-02-30').date).toBe('2026-03-04');
  });

  it('is the week from Monday to Sunday around the date', () => {
    expect(range('date=2026-03-04&view=week')).toEqual({
      date: '2026-03-04',
      view: 'week',
      from: '2026-03-02',
      days: 7,
    });
    expect(weekStart('2026-03-08')).toBe('2026-03-02');
    expect(weekStart('2026-03-02')).toBe('2026-03-02');
  });

  it('steps a day or a week at a time, across months', () => {
    expect(stepRange(range('date=2026-03-01'), -1)).toBe('2026-02-28');
    expect(stepRange(range('date=2026-03-04&view=week'), 1)).toBe('2026-03-09');
    expect(stepRange(range('date=2026-12-31'), 1)).toBe('2027-01-01');
  });
});

import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '@/features/staff/api/hours-queries';
import { fieldIdOf, fieldMessage, fieldsOfHours, formFieldOf, hoursOfFields, timeProblem } from './weekly-hours-form';

const weekday = { opens: '08:00', closes: '17:30', breaks: [{ start: '12:00', end: '12:45' }] };
const HOURS: WeeklyHours = {
  monday: weekday,
  tuesday: weekday,
  wednesday: { opens: '09:00', closes: '13:00', breaks: [] },
  thursday: weekday,
  friday: weekday,
  saturday: {
    opens: '10:00',
    closes: '16:00',
    breaks: [
      { start: '11:00', end: '11:15' },
      { start: '14:00', end: '14:30' },
    ],
  },
  sunday: null,
};

describe('the weekly hours form and the API', () => {
  it('fills the form from the hours and gives the same hours back', () => {
    const fields = fieldsOfHours(HOURS);
    expect(fields.sunday).toEqual({ closed: true, opens: '', closes: '', breaks: [] });
    expect(fields.saturday.breaks).toHaveLength(2);
    expect(hoursOfFields(fields)).toEqual(HOURS);
  });

  it('sends a closed day as null even with times left in it, and an opened day with its breaks', () => {
    const fields = fieldsOfHours(HOURS);
    fields.monday.closed = true;
    fields.sunday = { closed: false, opens: '10:00', closes: '14:00', breaks: [{ start: '12:00', end: '12:30' }] };
    const hours = hoursOfFields(fields);
    expect(hours.monday).toBeNull();
    expect(hours.sunday).toEqual({ opens: '10:00', closes: '14:00', breaks: [{ start: '12:00', end: '12:30' }] });
  });

  it('does not share break lists between the hours and the form', () => {
    const fields = fieldsOfHours(HOURS);
    fields.monday.breaks.push({ start: '15:00', end: '15:15' });
    expect(HOURS.monday?.breaks).toHaveLength(1);
  });

  it('puts a server error at the field it names', () => {
    expect(formFieldOf('hours.monday.closes')).toBe('monday.closes');
    expect(formFieldOf('hours.sunday.opens')).toBe('sunday.opens');
    expect(formFieldOf('hours.friday.breaks.1')).toBe('friday.breaks.1.start');
    expect(formFieldOf('hours.friday.breaks.0.end')).toBe('friday.breaks.0.end');
    expect(formFieldOf('hours')).toBeUndefined();
    expect(formFieldOf('hours.someday.opens')).toBeUndefined();
    expect(formFieldOf(undefined)).toBeUndefined();
    expect(fieldIdOf('friday.breaks.1.start')).toBe('hours-friday-breaks-1-start');
    expect(
      fieldMessage('hours.monday.closes: closes at 08:00, which is not after it opens (09:00)', 'hours.monday.closes'),
    ).toBe('Closes at 08:00, which is not after it opens (09:00)');
  });

  it('asks for times on the quarter hour', () => {
    expect(timeProblem('', 'Enter when it opens.')).toBe('Enter when it opens.');
    expect(timeProblem('08:10', 'x')).toMatch(/quarter hour/);
    expect(timeProblem('08:45', 'x')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { closureLine } from './clinic-closures';

const line = (startsLocal: string, endsLocal: string) => closureLine({ startsLocal, endsLocal, reason: 'Why' });

describe('a coming closure in words', () => {
  it('tells a whole day, a closing and an opening time, and an hour in the middle', () => {
    expect(line('2026-11-26T00:00', '2026-11-27T00:00')).toEqual({
      date: '2026-11-26',
      when: 'Thursday, November 26',
      hours: 'Closed all day',
      reason: 'Why',
    });
    expect(line('2026-12-24T14:00', '2026-12-25T00:00').hours).toBe('Closes at 2:00 PM');
    expect(line('2026-12-01T00:00', '2026-12-01T12:00').hours).toBe('Opens at 12:00 PM');
    expect(line('2026-12-01T10:00', '2026-12-01T11:30').hours).toBe('Closed 10:00 AM – 11:30 AM');
  });

  it('tells days that run together as a range', () => {
    expect(line('2026-12-24T00:00', '2026-12-27T00:00')).toMatchObject({
      when: 'Thursday, December 24 – Saturday, December 26',
      hours: 'Closed',
    });
    expect(line('2026-12-31T17:00', '2027-01-01T10:00')).toMatchObject({
      when: 'Thursday, December 31 – Friday, January 1',
      hours: 'Closed from 5:00 PM to 10:00 AM',
    });
  });
});

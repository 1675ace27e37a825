import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { US_STATES } from '../us-states.js';
import { DATE_OF_BIRTH_MESSAGES, dateOfBirthProblem } from './date-of-birth.js';
import {
  dayTurningMonthsOld,
  meetsMinimumAge,
  minimumAgeInWords,
  minimumAgeMessage,
  minimumAgeMonths,
} from './minimum-age.js';

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const shiftDays = (day: string, days: number) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
};

/** The rule worked out by hand, without date-fns: same day N months on, or the 1st after a short month. */
function expectedTurningDay(year: number, month: number, day: number, months: number): string {
  const index = year * 12 + (month - 1) + months;
  const [toYear, toMonth] = [Math.floor(index / 12), (index % 12) + 1];
  if (day <= daysIn(toYear, toMonth)) return iso(toYear, toMonth, day);
  return toMonth === 12 ? iso(toYear + 1, 1, 1) : iso(toYear, toMonth + 1, 1);
}

/** Real birth days, weighted toward month ends and 29 February, where the rule can go wrong. */
const birthDay = fc
  .record({
    year: fc.integer({ min: 1900, max: 2990 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.oneof(fc.integer({ min: 1, max: 31 }), fc.constantFrom(28, 29, 30, 31)),
  })
  .map(({ year, month, day }) => ({ year, month, day: Math.min(day, daysIn(year, month)) }));
const leapDay = fc
  .integer({ min: 1900, max: 2990 })
  .filter((year) => daysIn(year, 2) === 29)
  .map((year) => ({ year, month: 2, day: 29 }));
const stateCode = fc.constantFrom(...US_STATES.map((state) => state.code));

describe('minimumAgeMonths', () => {
  it('is 18 months in Tennessee and 12 everywhere else (§9)', () => {
    expect(minimumAgeMonths('TN')).toBe(18);
    expect(minimumAgeMonths('tn')).toBe(18);
    expect(minimumAgeMonths(null)).toBe(12);
    for (const { code } of US_STATES.filter((state) => state.code !== 'TN')) expect(minimumAgeMonths(code)).toBe(12);
  });

  it('is stated in words with every state’s figure, as the booking checks it', () => {
    const words = minimumAgeInWords();
    expect(words).toBe('12 months and older (18 months and older in Tennessee)');
    const general = Number(/^(\d+) months and older/.exec(words)?.[1]);
    for (const { code, name } of US_STATES) {
      const named = new RegExp(`(\\d+) months and older in ${name}\\b`).exec(words);
      expect(named ? Number(named[1]) : general, code).toBe(minimumAgeMonths(code));
    }
  });

  it('uses the §5 message with the state’s figure', () => {
    expect(minimumAgeMessage(12)).toBe('Patient must be 12 months or older.');
    expect(minimumAgeMessage(18)).toBe('Patient must be 18 months or older.');
  });
});

describe('dayTurningMonthsOld', () => {
  it('knows the month ends and leap days by example', () => {
    expect(dayTurningMonthsOld('2024-02-29', 12)).toBe('2025-03-01');
    expect(dayTurningMonthsOld('2024-02-29', 48)).toBe('2028-02-29');
    expect(dayTurningMonthsOld('2024-02-29', 18)).toBe('2025-08-29');
    expect(dayTurningMonthsOld('2024-08-31', 18)).toBe('2026-03-01');
    expect(dayTurningMonthsOld('2023-08-31', 18)).toBe('2025-03-01');
    expect(dayTurningMonthsOld('2022-08-29', 18)).toBe('2024-02-29');
    expect(dayTurningMonthsOld('2024-12-31', 18)).toBe('2026-07-01');
    expect(dayTurningMonthsOld('2025-01-31', 12)).toBe('2026-01-31');
    expect(dayTurningMonthsOld('2024-07-15', 18)).toBe('2026-01-15');
  });

  it('agrees with the rule worked out by hand for any birth day', () => {
    fc.assert(
      fc.property(fc.oneof(birthDay, leapDay), fc.constantFrom(12, 18), ({ year, month, day }, months) => {
        expect(dayTurningMonthsOld(iso(year, month, day), months)).toBe(expectedTurningDay(year, month, day, months));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('the age rule at its boundary days', () => {
  it('lets the patient book from the day they reach the state’s minimum, never the day before', () => {
    fc.assert(
      fc.property(fc.oneof(birthDay, leapDay), stateCode, ({ year, month, day }, state) => {
        const born = iso(year, month, day);
        const months = minimumAgeMonths(state);
        const turning = expectedTurningDay(year, month, day, months);
        expect(dateOfBirthProblem(born, turning, state)).toBeNull();
        expect(dateOfBirthProblem(born, shiftDays(turning, 1), state)).toBeNull();
        expect(dateOfBirthProblem(born, shiftDays(turning, -1), state)).toBe(DATE_OF_BIRTH_MESSAGES.tooYoung(months));
        expect(dateOfBirthProblem(born, born, state)).toBe(DATE_OF_BIRTH_MESSAGES.tooYoung(months));
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps a Tennessee patient between 12 and 18 months out while any other state takes them', () => {
    fc.assert(
      fc.property(
        fc.oneof(birthDay, leapDay),
        fc.integer({ min: 0, max: 180 }),
        stateCode.filter((code) => code !== 'TN'),
        ({ year, month, day }, extraDays, otherState) => {
          const born = iso(year, month, day);
          const today = shiftDays(expectedTurningDay(year, month, day, 12), extraDays);
          const eighteen = expectedTurningDay(year, month, day, 18);
          fc.pre(today < eighteen);
          expect(meetsMinimumAge(born, today, otherState)).toBe(true);
          expect(meetsMinimumAge(born, today, 'TN')).toBe(false);
          expect(dateOfBirthProblem(born, today, 'TN')).toBe('Patient must be 18 months or older.');
        },
      ),
    );
  });
});

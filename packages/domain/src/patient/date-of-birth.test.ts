import { describe, expect, it } from 'vitest';
import { DATE_OF_BIRTH_MESSAGES, dateOfBirthProblem, isRealIsoDate } from './date-of-birth.js';

describe('isRealIsoDate', () => {
  it('accepts real days within the year bounds only', () => {
    expect(isRealIsoDate('2024-02-29')).toBe(true);
    expect(isRealIsoDate('2023-02-29')).toBe(false);
    expect(isRealIsoDate('2023-13-01')).toBe(false);
    expect(isRealIsoDate('1899-12-31')).toBe(false);
    expect(isRealIsoDate('2023-1-01')).toBe(false);
    expect(isRealIsoDate('２０２３-01-01')).toBe(false);
  });
});

describe('dateOfBirthProblem', () => {
  const today = '2026-03-02';
  const tooYoung = DATE_OF_BIRTH_MESSAGES.tooYoung(12);
  it('accepts a patient of exactly 12 months', () => {
    expect(dateOfBirthProblem('2025-03-02', today, 'OH')).toBeNull();
    expect(dateOfBirthProblem('1950-07-14', today, 'OH')).toBeNull();
  });
  it('refuses a patient younger than 12 months', () => {
    expect(dateOfBirthProblem('2025-03-03', today, 'OH')).toBe(tooYoung);
    expect(dateOfBirthProblem(today, today, null)).toBe(tooYoung);
  });
  it('refuses a Tennessee patient younger than 18 months', () => {
    expect(dateOfBirthProblem('2024-09-02', today, 'TN')).toBeNull();
    expect(dateOfBirthProblem('2024-09-03', today, 'TN')).toBe('Patient must be 18 months or older.');
    expect(dateOfBirthProblem('2024-09-03', today, 'KY')).toBeNull();
  });
  it('refuses future and unreal dates', () => {
    expect(dateOfBirthProblem('2026-03-03', today, 'OH')).toBe(DATE_OF_BIRTH_MESSAGES.invalid);
    expect(dateOfBirthProblem('2001-02-30', today, 'OH')).toBe(DATE_OF_BIRTH_MESSAGES.invalid);
  });
  it('counts a 29 February birthday as a year old on 1 March', () => {
    expect(dateOfBirthProblem('2024-02-29', '2025-02-28', 'OH')).toBe(tooYoung);
    expect(dateOfBirthProblem('2024-02-29', '2025-03-01', 'OH')).toBeNull();
  });
});

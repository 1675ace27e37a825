import { describe, expect, it } from 'vitest';
import { formatMedicareId, isValidMedicareId } from './medicare-id';

describe('Medicare Beneficiary Identifier (§5)', () => {
  it.each([
    ['1eg4', '1EG4'],
    ['1eg4t', '1EG4-T'],
    ['1EG4TE5MK73', '1EG4-TE5-MK73'],
    ['1eg4 te5 mk73', '1EG4-TE5-MK73'],
    ['1EG4-TE5-MK73-99', '1EG4-TE5-MK73'],
    ['1EG4--TE5', '1EG4-TE5'],
    ['#$%', ''],
  ])('formats %j as %j', (typed, shown) => {
    expect(formatMedicareId(typed)).toBe(shown);
  });

  it('never grows past 13 characters', () => {
    expect(formatMedicareId('A'.repeat(40))).toHaveLength(13);
  });

  it('is optional, and complete when given', () => {
    expect(isValidMedicareId('')).toBe(true);
    expect(isValidMedicareId('1EG4-TE5-MK73')).toBe(true);
    expect(isValidMedicareId('1EG4-TE5-MK')).toBe(false);
    expect(isValidMedicareId('1EG4TE5MK73')).toBe(false);
  });
});

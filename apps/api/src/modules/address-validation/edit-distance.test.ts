import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistanceWithin } from './edit-distance.js';

/** The textbook full-table Levenshtein, to check the early-exit version against. */
function levenshtein(a: string, b: string): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      table[i]![j] = Math.min(
        table[i - 1]![j]! + 1,
        table[i]![j - 1]! + 1,
        table[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
  }
  return table[a.length]![b.length]!;
}

describe('editDistanceWithin', () => {
  it('measures typos', () => {
    expect(editDistanceWithin('cincinati', 'cincinnati', 2)).toBe(1);
    expect(editDistanceWithin('cincinatti', 'cincinnati', 2)).toBe(2);
    expect(editDistanceWithin('dayton', 'cincinnati', 2)).toBeNull();
  });

  it('agrees with the full Levenshtein distance within the limit', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }),
        fc.string({ maxLength: 12 }),
        fc.integer({ min: 0, max: 4 }),
        (a, b, limit) => {
          const full = levenshtein(a, b);
          expect(editDistanceWithin(a, b, limit)).toBe(full <= limit ? full : null);
        },
      ),
    );
  });
});

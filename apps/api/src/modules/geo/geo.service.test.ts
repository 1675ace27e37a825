import { describe, expect, it } from 'vitest';
import { distanceMiles, resolveLocation } from './geo.service.js';

describe('resolveLocation', () => {
  it('resolves a ZIP, with or without its +4', () => {
    expect(resolveLocation('45202')).toMatchObject({ city: 'Cincinnati', stateCode: 'OH', county: 'Hamilton' });
    expect(resolveLocation(' 45202-1234 ')).toMatchObject({ postalCode: '45202' });
  });

  it('resolves "City, ST" and full state names, whatever the case and spacing', () => {
    for (const text of [
      'Cincinnati, OH',
      'cincinnati,oh',
      '  CINCINNATI ,  Ohio ',
      'Cincinnati OH',
      'cincinnati ohio',
    ]) {
      expect(resolveLocation(text), text).toMatchObject({ city: 'Cincinnati', stateCode: 'OH' });
    }
    expect(resolveLocation('Salt Lake City, Utah')).toMatchObject({ stateCode: 'UT' });
    expect(resolveLocation('New York, New York')).toMatchObject({ stateCode: 'NY' });
  });

  it('resolves nothing for unknown places and junk', () => {
    for (const text of ['00000', 'Atlantis, OH', 'Cincinnati, ZZ', '', ',', "'; drop table clinics; --", '💉💉']) {
      expect(resolveLocation(text), text).toBeNull();
    }
  });
});

describe('distanceMiles', () => {
  it('measures Cincinnati to Columbus at about 98 miles', () => {
    const cincinnati = resolveLocation('45202')!;
    const columbus = resolveLocation('43215')!;
    expect(distanceMiles(cincinnati, columbus)).toBeGreaterThan(90);
    expect(distanceMiles(cincinnati, columbus)).toBeLessThan(105);
    expect(distanceMiles(cincinnati, cincinnati)).toBe(0);
  });
});

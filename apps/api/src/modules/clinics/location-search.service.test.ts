import { describe, expect, it } from 'vitest';
import { predictLocations } from './location-search.service.js';

describe('location predictions', () => {
  it('matches a ZIP code exactly, ZIP+4 included', () => {
    expect(predictLocations('45202-1234')).toEqual([
      { description: 'Cincinnati, OH 45202', zip: '45202', city: 'Cincinnati', stateCode: 'OH' },
    ]);
  });

  it('puts an exact city name first, then bigger cities', () => {
    const springs = predictLocations('spring');
    expect(springs[0]?.city).toBe('Spring');
    expect(springs.length).toBeLessThanOrEqual(8);
  });

  it('narrows by a state typed as a code, a name or the start of either', () => {
    expect(predictLocations('columbus, ga').map((p) => p.description)).toEqual(['Columbus, GA']);
    expect(predictLocations('Columbus Georgia').map((p) => p.description)[0]).toBe('Columbus, GA');
    expect(
      predictLocations('dayton, o')
        .map((p) => p.stateCode)
        .sort(),
    ).toEqual(['OH', 'OR']);
    expect(predictLocations('salt lake city utah')[0]?.description).toBe('Salt Lake City, UT');
  });

  it('leaves out military and territory ZIP codes', () => {
    expect(predictLocations('apo').some((p) => p.stateCode === '')).toBe(false);
    expect(predictLocations('00601')).toEqual([]);
  });
});

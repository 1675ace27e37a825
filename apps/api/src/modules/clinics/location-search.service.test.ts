import { describe, expect, it } from 'vitest';
import { resolveLocation } from '#api/modules/geo';
import { predictionsFor } from './location-search.service.js';

const NO_CLINICS: never[] = [];
/** A clinic this many miles due east of a place's centre (a degree of longitude is ~55.6 miles there). */
const clinicEastOf = (place: string, miles: number) => {
  const centre = resolveLocation(place)!;
  return { latitude: centre.latitude, longitude: centre.longitude + miles / 55.6 };
};
const descriptions = (text: string, clinics: { latitude: number; longitude: number }[]) =>
  predictionsFor(text, clinics).map((p) => p.description);

describe('location predictions', () => {
  it('matches a ZIP code exactly, ZIP+4 included', () => {
    expect(predictionsFor('45202-1234', NO_CLINICS)).toEqual([
      { description: 'Cincinnati, OH 45202', zip: '45202', city: 'Cincinnati', stateCode: 'OH' },
    ]);
  });

  it('puts an exact city name first, then bigger cities', () => {
    const springs = predictionsFor('spring', NO_CLINICS);
    expect(springs[0]?.city).toBe('Spring');
    expect(springs.length).toBeLessThanOrEqual(8);
  });

  it('puts places where a search finds clinics first, then exact names, then bigger, then alphabetically', () => {
    const clinics = [clinicEastOf('Nashua, NH', 3), clinicEastOf('Nashville, TN', 5)];
    expect(descriptions('Nash', clinics).slice(0, 4)).toEqual(['Nashville, TN', 'Nashua, NH', 'Nash, OK', 'Nash, TX']);
    // With no clinic near any of them, the exact names lead, the same size and so in alphabetical order.
    expect(descriptions('Nash', NO_CLINICS).slice(0, 3)).toEqual(['Nash, OK', 'Nash, TX', 'Nashville, TN']);
  });

  it('counts only clinics within the search radius', () => {
    expect(descriptions('Nash', [clinicEastOf('Nashville, TN', 24)])[0]).toBe('Nashville, TN');
    expect(descriptions('Nash', [clinicEastOf('Nashville, TN', 26)])[0]).toBe('Nash, OK');
  });

  it('narrows by a state typed as a code, a name or the start of either', () => {
    expect(descriptions('columbus, ga', NO_CLINICS)).toEqual(['Columbus, GA']);
    expect(descriptions('Columbus Georgia', NO_CLINICS)[0]).toBe('Columbus, GA');
    expect(
      predictionsFor('dayton, o', NO_CLINICS)
        .map((p) => p.stateCode)
        .sort(),
    ).toEqual(['OH', 'OR']);
    expect(descriptions('salt lake city utah', NO_CLINICS)[0]).toBe('Salt Lake City, UT');
  });

  it('leaves out military and territory ZIP codes', () => {
    expect(predictionsFor('apo', NO_CLINICS).some((p) => p.stateCode === '')).toBe(false);
    expect(predictionsFor('00601', NO_CLINICS)).toEqual([]);
  });
});

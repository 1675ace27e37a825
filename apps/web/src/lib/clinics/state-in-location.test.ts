import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showIn } from '@/lib/i18n/i18n';
import { stateCodeInLocation } from './state-in-location';

describe('the state a typed location names', () => {
  it.each([
    ['Denver, CO', 'CO'],
    ['Colorado', 'CO'],
    ['denver, colorado', 'CO'],
    ['Denver CO', 'CO'],
    ['Brooklyn, New York', 'NY'],
    ['Raleigh North Carolina', 'NC'],
    ['Cincinnati, OH 45202', 'OH'],
    ['CO', 'CO'],
  ])('%s names %s', (location, code) => {
    expect(stateCodeInLocation(location)).toBe(code);
  });

  it.each(['45202', 'Denver', 'Kansas City', '', '   '])('%j names no state', (location) => {
    expect(stateCodeInLocation(location)).toBeUndefined();
  });

  describe('for a visitor reading Spanish', () => {
    beforeAll(() => showIn('es'));
    afterAll(() => showIn('en'));

    it.each([
      ['Nueva York', 'NY'],
      ['Carolina del Norte', 'NC'],
      ['Brooklyn, Nueva York', 'NY'],
      ['Raleigh Carolina del Norte', 'NC'],
      ['Charleston, Virginia Occidental 25301', 'WV'],
      ['Charleston Virginia Occidental', 'WV'],
      ['Detroit, Míchigan', 'MI'],
      ['Detroit, Michigan', 'MI'],
      ['Portland Oregon', 'OR'],
      ['Santa Fe, NUEVO MÉXICO', 'NM'],
      ['santa fe, nuevo mexico', 'NM'],
      ['Honolulu, Hawái', 'HI'],
      ['Honolulu, Hawai', 'HI'],
      ['Honolulu, Hawaii', 'HI'],
      ['Distrito de Columbia', 'DC'],
      ['Columbus, OH', 'OH'],
    ])('%s names %s', (location, code) => {
      expect(stateCodeInLocation(location)).toBe(code);
    });
  });
});

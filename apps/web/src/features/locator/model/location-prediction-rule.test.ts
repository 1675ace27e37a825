import { describe, expect, it } from 'vitest';
import { wantsPredictions } from './location-prediction-rule';

describe('§5 typeahead rule', () => {
  it('asks for a 5-digit ZIP code or more than 2 characters of a place name', () => {
    expect(wantsPredictions('45202')).toBe(true);
    expect(wantsPredictions('Cin')).toBe(true);
    expect(wantsPredictions(' Cincinnati, OH ')).toBe(true);
  });

  it('does not ask for short text or a partial ZIP code', () => {
    expect(wantsPredictions('Ci')).toBe(false);
    expect(wantsPredictions('   ')).toBe(false);
    expect(wantsPredictions('452')).toBe(false);
    expect(wantsPredictions('4520')).toBe(false);
    expect(wantsPredictions('452021')).toBe(false);
  });
});

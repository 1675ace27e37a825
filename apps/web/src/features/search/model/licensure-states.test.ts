import { describe, expect, it } from 'vitest';
import { selectableStates } from '@/lib/catalog/selectable-states';
import { LICENSURE_STATES } from '@/test/licensure-fixture';
import { preselectedState, stateCodeInLocation } from './licensure-states';

describe('stateCodeInLocation', () => {
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

  it.each(['45202', 'Denver', '', '   '])('%j names no state', (location) => {
    expect(stateCodeInLocation(location)).toBeUndefined();
  });
});

describe('preselectedState', () => {
  it('preselects a selectable state the location names, by name or code', () => {
    const selectable = selectableStates(LICENSURE_STATES);
    expect(preselectedState('Denver, CO', selectable)).toBe('CO');
    expect(preselectedState('Colorado', selectable)).toBe('CO');
    expect(preselectedState('Anchorage, AK', selectable)).toBe('');
    expect(preselectedState('45202', selectable)).toBe('');
  });
});

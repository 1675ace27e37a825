import { describe, expect, it } from 'vitest';
import { selectableStates } from '@/lib/selectable-states';
import { preselectedState, stateCodeInLocation } from './licensure-states';

const states = [
  { code: 'OH', name: 'Ohio', hasLicense: true },
  { code: 'AK', name: 'Alaska', hasLicense: false },
  { code: 'CO', name: 'Colorado', hasLicense: true },
  { code: 'NY', name: 'New York', hasLicense: true },
  { code: 'NC', name: 'North Carolina', hasLicense: true },
];

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
    const selectable = selectableStates(states);
    expect(preselectedState('Denver, CO', selectable)).toBe('CO');
    expect(preselectedState('Colorado', selectable)).toBe('CO');
    expect(preselectedState('Anchorage, AK', selectable)).toBe('');
    expect(preselectedState('45202', selectable)).toBe('');
  });
});

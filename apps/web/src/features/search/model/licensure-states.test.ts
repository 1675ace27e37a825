import { describe, expect, it } from 'vitest';
import { selectableStates } from '@/lib/catalog/selectable-states';
import { showIn } from '@/lib/i18n/i18n';
import { LICENSURE_STATES } from '@/test/licensure-fixture';
import { preselectedState } from './licensure-states';

describe('preselectedState', () => {
  it('preselects a selectable state the location names, by name or code', () => {
    const selectable = selectableStates(LICENSURE_STATES);
    expect(preselectedState('Denver, CO', selectable)).toBe('CO');
    expect(preselectedState('Colorado', selectable)).toBe('CO');
    expect(preselectedState('Anchorage, AK', selectable)).toBe('');
    expect(preselectedState('45202', selectable)).toBe('');
  });

  it('preselects a state named in Spanish for a visitor reading Spanish, accents typed or not', async () => {
    const selectable = selectableStates(LICENSURE_STATES);
    await showIn('es');
    try {
      expect(preselectedState('Nueva York', selectable)).toBe('NY');
      expect(preselectedState('Raleigh, Carolina del Norte', selectable)).toBe('NC');
      expect(preselectedState('raleigh carolina del norte', selectable)).toBe('NC');
      expect(preselectedState('Anchorage, Alaska', selectable)).toBe('');
    } finally {
      await showIn('en');
    }
  });
});

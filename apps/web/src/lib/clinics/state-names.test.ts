import { describe, expect, it } from 'vitest';
import { showIn } from '@/lib/i18n/i18n';
import { stateName, stateOptions } from './state-names';

describe('state names', () => {
  it('name the 50 states and DC in the language shown, sorted by that name', async () => {
    expect(stateName('NY')).toBe('New York');
    expect(stateOptions()).toHaveLength(51);
    expect(stateOptions(['NC', 'NY', 'HI']).map((option) => option.label)).toEqual([
      'Hawaii',
      'New York',
      'North Carolina',
    ]);
    await showIn('es');
    try {
      expect(stateName('NY')).toBe('Nueva York');
      expect(stateOptions(['NC', 'NY', 'HI'])).toEqual([
        { value: 'NC', label: 'Carolina del Norte' },
        { value: 'HI', label: 'Hawái' },
        { value: 'NY', label: 'Nueva York' },
      ]);
      expect(stateName('ZZ')).toBe('ZZ');
    } finally {
      await showIn('en');
    }
  });
});

import { US_STATES } from '@hs/domain';
import { describe, expect, it } from 'vitest';
import { showIn } from '@/lib/i18n/i18n';
import { stateCodeNamed, stateName, stateOptions } from './state-names';

/** The name with its accents taken off, as a visitor without them on the keyboard types it. */
const unaccented = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '');

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

describe('the state a text names', () => {
  it('is read from a code or an English name, in any case; a Spanish name only where the pages are in Spanish', () => {
    expect(stateCodeNamed('ny')).toBe('NY');
    expect(stateCodeNamed(' new   YORK ')).toBe('NY');
    expect(stateCodeNamed('District of Columbia')).toBe('DC');
    expect(stateCodeNamed('York')).toBeUndefined();
    expect(stateCodeNamed('')).toBeUndefined();
    expect(stateCodeNamed('Nueva York')).toBeUndefined();
  });

  it('is read from every state’s Spanish name, with its accents typed or not, and still from English', async () => {
    await showIn('es');
    try {
      const accented = US_STATES.map((state) => stateName(state.code)).filter((name) => unaccented(name) !== name);
      expect(accented).toEqual(expect.arrayContaining(['Hawái', 'Míchigan', 'Nuevo México', 'Oregón']));
      for (const { code, name } of US_STATES) {
        const spanish = stateName(code);
        const typed = [spanish, unaccented(spanish), spanish.toUpperCase(), name, code];
        expect(typed.map(stateCodeNamed), spanish).toEqual(typed.map(() => code));
      }
      expect(stateCodeNamed('Carolina')).toBeUndefined();
    } finally {
      await showIn('en');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { selectableStates } from './selectable-states';

describe('selectableStates', () => {
  it('keeps licensed states only, sorted by name', () => {
    const states = [
      { code: 'OH', name: 'Ohio', hasLicense: true },
      { code: 'AK', name: 'Alaska', hasLicense: false },
      { code: 'CO', name: 'Colorado', hasLicense: true },
      { code: 'NY', name: 'New York', hasLicense: true },
      { code: 'NC', name: 'North Carolina', hasLicense: true },
    ];
    expect(selectableStates(states).map((s) => s.code)).toEqual(['CO', 'NY', 'NC', 'OH']);
  });
});

import { describe, expect, it } from 'vitest';
import { stateCodeFrom, stateName, US_STATES } from './us-states.js';

describe('US states', () => {
  it('lists the 50 states plus DC, each code once', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
  });

  it('resolves codes and names regardless of case and spacing', () => {
    expect(stateCodeFrom('oh')).toBe('OH');
    expect(stateCodeFrom('  Ohio ')).toBe('OH');
    expect(stateCodeFrom('district   of columbia')).toBe('DC');
    expect(stateCodeFrom('Ohioo')).toBeUndefined();
    expect(stateName('ky')).toBe('Kentucky');
  });
});

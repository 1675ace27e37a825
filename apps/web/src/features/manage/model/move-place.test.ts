import { describe, expect, it } from 'vitest';
import { movePlace } from './move-place';

const choice = { followupAt: undefined, isVirtual: false, patientState: '', clinicId: '01400490' };

describe('movePlace', () => {
  it('looks at the clinic chosen, and a follow-up at its first visit’s new place', () => {
    expect(movePlace(choice)).toEqual({ providerId: '01400490' });
    expect(movePlace({ ...choice, followupAt: '01400491' })).toEqual({ providerId: '01400491' });
  });

  it('looks at virtual care only once the patient’s state is known', () => {
    expect(movePlace({ ...choice, isVirtual: true })).toBeNull();
    expect(movePlace({ ...choice, isVirtual: true, patientState: 'OH' })).toEqual({ licensureState: 'OH' });
  });
});

import type { LicensureState } from '@hs/contracts';

/** The states a virtual visit can be booked in: licensed ones only, sorted by name (§2 'State selection'). */
export function selectableStates(states: readonly LicensureState[]): LicensureState[] {
  return states.filter((state) => state.hasLicense).sort((a, b) => a.name.localeCompare(b.name, 'en-US'));
}

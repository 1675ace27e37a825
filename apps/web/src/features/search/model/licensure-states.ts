import type { LicensureState } from '@hs/contracts';
import { stateCodeInLocation } from '@/lib/clinics/state-in-location';

/** §2: the select starts on the state the location names, when it is one of the selectable states. */
export function preselectedState(location: string, states: readonly LicensureState[]): string {
  const code = stateCodeInLocation(location);
  return code && states.some((state) => state.code === code) ? code : '';
}

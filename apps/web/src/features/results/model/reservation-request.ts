import type { Provider, ReservationRequest } from '@hs/contracts';
import { reservationTimeOf } from '@/lib/slot-calendar/slot-format';
import type { ResultsPlan } from './results-plan';
import type { SlotSelection } from './slot-selection';

/**
 * The hold request of §7 for a selection. The slot's first service names the hold, as the API holds one
 * service per reservation. Clinics are held by location number. State-based flows send the licensure state
 * when configured (submitWithLicensureState): a virtual visit then goes to any licensed team with a free
 * seat; a dietitian is a person the visitor chose, so their id goes along and decides.
 */
export function reservationRequestFor(input: {
  plan: ResultsPlan;
  provider: Pick<Provider, 'providerId' | 'businessName' | 'timezone' | 'licensureState'>;
  selection: SlotSelection;
  submitWithLicensureState: boolean;
}): ReservationRequest {
  const { plan, provider, selection } = input;
  const base = {
    serviceId: selection.serviceIds[0]!,
    businessName: plan.businessName,
    reservationTime: reservationTimeOf(selection.timestamp, provider.timezone),
  };
  const licensureState = plan.stateCode ?? provider.licensureState ?? undefined;
  const byState = plan.kind !== 'inPerson' && input.submitWithLicensureState && licensureState;
  if (!byState) return { ...base, locationNumber: provider.providerId };
  if (plan.kind === 'virtual') return { ...base, licensureState };
  return { ...base, locationNumber: provider.providerId, licensureState };
}

import type { Provider } from '@hs/contracts';
import type { Service } from '@hs/domain';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { reserveSlot } from '@/features/results/api/holds';
import { isSlotLost } from '@/features/results/model/availability-error';
import { followupPlanOf, followupSearch } from '@/features/results/model/followup-target';
import { reservationRequestFor } from '@/features/results/model/reservation-request';
import type { ResultsPlan } from '@/features/results/model/results-plan';
import { followupNavigation } from '@/features/results/model/search-navigation';
import {
  appointmentEntryOf,
  type HoldKind,
  holdDecision,
  type SlotSelection,
  scheduledServices,
} from '@/features/results/model/slot-selection';
import { recordFlowEvent } from '@/lib/analytics/analytics';
import { analyticsEndpointOf } from '@/lib/analytics/analytics-endpoint';
import { reportCustomerFacingError } from '@/lib/analytics/customer-facing-error';
import { isApiRequestError } from '@/lib/api/api-client';
import { releaseHold } from '@/lib/scheduler-store/release-held-appointment';
import { type SchedulerStore, schedulerStore } from '@/lib/scheduler-store/scheduler-store';
import type { SearchState } from '@/lib/search/search-state';
import { slotDateOf } from '@/lib/slot-calendar/slot-format';
import type { ContinueOutcome } from './provider-card';

export interface SlotContinueOptions {
  kind: HoldKind;
  plan: ResultsPlan;
  search: SearchState;
  category: string | undefined;
  catalog: readonly Service[];
  /** Reservations are on for the flow (content toggle); without them the choice is kept unheld. */
  reservationsOn: boolean;
  submitWithLicensureState: boolean;
  store?: SchedulerStore;
}

/**
 * Continue on a card (§4): hold the chosen time (or keep the hold already made for exactly that time), record
 * it in the store, then go on to the follow-up screen when the service needs a second appointment, else to
 * the patient form. A time taken meanwhile (400, 404, 409) is reported back to the card, which refetches.
 */
export function useSlotContinue(options: SlotContinueOptions) {
  const navigate = useNavigate();
  const store = options.store ?? schedulerStore;

  const goOn = (selection: SlotSelection, provider: Provider) => {
    recordFlowEvent('continue-flow', {
      flow: options.plan.flow,
      stepName: options.kind === 'appointment' ? 'results' : 'followup',
    });
    const followup = options.kind === 'appointment' ? followupPlanOf(selection.serviceIds, options.catalog) : null;
    if (!followup) {
      navigate(paths.schedule());
      return;
    }
    const next = followupNavigation(
      followupSearch(options.search, slotDateOf(selection.timestamp, provider.timezone), followup),
    );
    navigate(next.to, { state: next.state });
  };

  return async (selection: SlotSelection, provider: Provider): Promise<ContinueOutcome> => {
    const decision = holdDecision(store.get(), options.kind, selection);
    if (decision.keep) {
      goOn(selection, provider);
      return 'done';
    }
    if (decision.release) {
      releaseHold(decision.release);
      if (options.kind === 'appointment') store.clearAppointment();
      else store.setFollowup(undefined);
    }

    const services = scheduledServices(selection.serviceIds, options.catalog);
    let reservation: Awaited<ReturnType<typeof reserveSlot>> | undefined;
    if (options.reservationsOn) {
      try {
        reservation = await reserveSlot(
          reservationRequestFor({
            plan: options.plan,
            provider,
            selection,
            submitWithLicensureState: options.submitWithLicensureState,
          }),
        );
      } catch (error) {
        reportCustomerFacingError({
          flow: options.plan.flow,
          description: isSlotLost(error) ? 'RESERVATION_UNAVAILABLE' : 'RESERVATION_FAILED',
          endpoint: analyticsEndpointOf(isApiRequestError(error) ? error.endpoint : undefined),
          code: isApiRequestError(error) ? error.status : undefined,
        });
        return isSlotLost(error) ? 'justBooked' : 'failed';
      }
    }

    const entry = appointmentEntryOf(selection, provider, services, reservation, options.plan.timeZone);
    if (options.kind === 'appointment') {
      store.setAppointment(entry, provider);
      store.update({ flow: options.plan.flow, category: options.category, search: options.search });
    } else {
      store.setFollowup(entry);
    }
    goOn(selection, provider);
    return 'done';
  };
}

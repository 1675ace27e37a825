import type { CategoryConfig } from '@hs/content';
import type { Provider } from '@hs/contracts';
import type { SchedulerFlow } from '@hs/domain';
import type {
  AppointmentEntry,
  BookedEntry,
  ConfirmedPatient,
  SchedulerState,
} from '@/lib/scheduler-store/scheduler-state';

export interface ConfirmationData {
  appointment: BookedEntry;
  followup: BookedEntry | undefined;
  provider: Provider;
  flow: SchedulerFlow;
  category: string;
  isDietitian: boolean;
  patient: ConfirmedPatient | undefined;
}

export type ConfirmationView =
  | { kind: 'fallback' }
  /** The category configuration is still loading; nothing to decide yet. */
  | { kind: 'pending' }
  | { kind: 'ready'; data: ConfirmationData };

const isBooked = (entry: AppointmentEntry | undefined): entry is BookedEntry => Boolean(entry?.id && entry.confirmCode);

/**
 * §2: confirmation falls back to main when no appointment or provider is held, or the prescreen type
 * (the category being booked) is unknown. A held but unbooked appointment has nothing to confirm.
 * `categories` is undefined while loading and null when it could not be loaded: then the stored flow
 * is trusted rather than sending a visitor who did book away from their confirmation.
 */
export function resolveConfirmation(
  state: SchedulerState,
  categories: readonly CategoryConfig[] | null | undefined,
): ConfirmationView {
  const { appointment, provider } = state;
  if (!isBooked(appointment) || !provider) return { kind: 'fallback' };
  const category = state.category ?? state.search?.type;
  if (!category) return { kind: 'fallback' };
  if (categories === undefined) return { kind: 'pending' };
  const config = categories?.find((entry) => entry.category === category);
  if (categories !== null && !config) return { kind: 'fallback' };
  const flow = state.flow ?? config?.schedulerFlow ?? 'IN_PERSON';
  return {
    kind: 'ready',
    data: {
      appointment,
      followup: isBooked(state.followup) ? state.followup : undefined,
      provider,
      flow,
      category,
      isDietitian: flow === 'DIETITIAN' || provider.businessName === 'dietitian',
      patient: state.patient,
    },
  };
}

/**
 * Whether the tab holds a booking the page would confirm, by the page's own rules, judged as when the category
 * list is not to hand (the stored flow is trusted). Decides, before any of the app runs, whether the page's
 * prerendered heading may show (decision 028).
 */
export function holdsBooking(state: SchedulerState): boolean {
  return resolveConfirmation(state, null).kind === 'ready';
}

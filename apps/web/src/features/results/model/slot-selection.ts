import type { Provider, Reservation, Timeslot } from '@hs/contracts';
import type { Service } from '@hs/domain';
import {
  type AppointmentEntry,
  isSameSelection,
  type ScheduledService,
  type SchedulerState,
} from '@/lib/scheduler-store/scheduler-state';
import type { SlotSelection } from '@/lib/slot-calendar/slot-selection';

export type { SlotSelection };

export const selectionOf = (providerId: string, slot: Timeslot): SlotSelection => ({
  providerId,
  timestamp: slot.value,
  serviceIds: [...slot.serviceIds],
});

/** §4: the same selection is ignored; a different one (time, provider or services) replaces it. */
export function chooseSlot(
  current: SlotSelection | undefined,
  next: SlotSelection,
): { selection: SlotSelection; changed: boolean } {
  if (current && isSameSelection(current, next)) return { selection: current, changed: false };
  return { selection: next, changed: true };
}

export type HoldKind = 'appointment' | 'followup';

const serviceIdsOf = (entry: AppointmentEntry) => entry.services.map((service) => service.id);

/** A hold still counts until its expiry; without an expiry (reservations off) there is nothing to lose. */
export const isHoldActive = (entry: AppointmentEntry | undefined, now: number = Date.now()): boolean =>
  Boolean(entry?.reservationCode && (!entry.expiresAt || Date.parse(entry.expiresAt) > now));

/** The stored appointment or follow-up as a selection, to compare with what the visitor picks now. */
function heldSelection(state: SchedulerState, kind: HoldKind): SlotSelection | undefined {
  const entry = kind === 'appointment' ? state.appointment : state.followup;
  if (!entry || !state.provider || entry.id) return undefined;
  return { providerId: state.provider.providerId, timestamp: entry.timestamp, serviceIds: serviceIdsOf(entry) };
}

/**
 * What Continue must do about an existing hold: keep it when the visitor confirms the very time already held
 * (and it has not lapsed), else release it (a different time replaces it, §4) before reserving the new one.
 */
export function holdDecision(
  state: SchedulerState,
  kind: HoldKind,
  next: SlotSelection,
  now: number = Date.now(),
): { keep: boolean; release: string | undefined } {
  const entry = kind === 'appointment' ? state.appointment : state.followup;
  const held = heldSelection(state, kind);
  if (held && isSameSelection(held, next) && isHoldActive(entry, now)) return { keep: true, release: undefined };
  return { keep: false, release: entry?.id ? undefined : entry?.reservationCode };
}

/** The catalog entries of a visit, in the shape the store and the booking keep. */
export function scheduledServices(serviceIds: readonly number[], catalog: readonly Service[]): ScheduledService[] {
  return serviceIds.map((id) => {
    const service = catalog.find((entry) => entry.id === id);
    return {
      id,
      name: service?.name ?? `Service ${id}`,
      isVaccine: service?.isVaccine ?? false,
      isAvailable: service?.isAvailable ?? true,
    };
  });
}

/**
 * The store entry for a selection: with the hold's code and expiry when one was made (§4), and the zone the
 * visitor sees its time in when they chose one.
 */
export function appointmentEntryOf(
  selection: SlotSelection,
  provider: Pick<Provider, 'timezone'>,
  services: ScheduledService[],
  reservation: Reservation | undefined,
  shownTimeZone: string | null = null,
): AppointmentEntry {
  const shown = shownTimeZone ? { shownTimeZone } : {};
  if (!reservation) return { timestamp: selection.timestamp, timezone: provider.timezone, ...shown, services };
  return {
    timestamp: reservation.timestamp,
    timezone: reservation.timezone,
    ...shown,
    services,
    reservationCode: reservation.reservationCode,
    expiresAt: reservation.expiresAt,
  };
}

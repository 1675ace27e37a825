import type { BookableProvider } from '#api/modules/slot-inventory';

/** Where and when a visit sits, and what it is for. */
export interface SeatedVisit {
  start: Date;
  slotMinutes: number;
  serviceIds: readonly number[];
}

/** The seats an appointment takes at its provider, as booking and moving both claim them. */
export function seatClaim(provider: BookableProvider, visit: SeatedVisit, appointmentId: string, now: Date) {
  return {
    providerId: provider.id,
    rulesVersion: provider.rulesVersion,
    capacity: provider.slotCapacity,
    start: visit.start,
    slotMinutes: visit.slotMinutes,
    serviceId: visit.serviceIds[0]!,
    serviceIds: visit.serviceIds,
    appointmentId,
    now,
  };
}

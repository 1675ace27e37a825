import type { Provider, WaitlistOfferView } from '@hs/contracts';
import type { SchedulerFlow, Service } from '@hs/domain';
import type { SchedulerStore } from '@/lib/scheduler-store/scheduler-store';

const FLOW_OF_PROVIDER: Record<WaitlistOfferView['provider']['kind'], SchedulerFlow> = {
  clinic: 'IN_PERSON',
  virtual: 'VIRTUAL_VISIT',
  dietitian: 'DIETITIAN',
};

/**
 * Puts an offered seat in the store as the results page puts a held one: the seat with its hold's code and expiry,
 * the clinic, the flow and category the patient form is built for, and the offer's token for the booking to send.
 */
export function holdOfferedSeat(
  store: SchedulerStore,
  offer: WaitlistOfferView,
  provider: Provider,
  catalog: readonly Service[],
  token: string,
): void {
  const services = offer.seat.services.map((service) => {
    const known = catalog.find((candidate) => candidate.id === service.id);
    return {
      id: service.id,
      name: service.name,
      isVaccine: known?.isVaccine ?? false,
      isAvailable: known?.isAvailable ?? true,
    };
  });
  const category = catalog.find((service) => service.id === offer.seat.serviceIds[0])?.category;
  store.setAppointment(
    {
      timestamp: offer.seat.timestamp,
      timezone: offer.seat.timezone,
      services,
      reservationCode: offer.seat.reservationCode ?? undefined,
      expiresAt: offer.expiresAt,
    },
    provider,
    token,
  );
  store.update({
    flow: FLOW_OF_PROVIDER[offer.provider.kind],
    category,
    search: {
      type: category,
      date: offer.seat.timestamp.slice(0, 10),
      isPharmacyOnly: false,
      page: 1,
      serviceIds: offer.seat.serviceIds,
      medicaid: false,
      external: false,
      shouldAddPromotion: false,
      showLeadTimeWarning: false,
    },
  });
}

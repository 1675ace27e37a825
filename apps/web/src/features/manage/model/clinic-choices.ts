import type { ManagedAppointment, ProviderAvailability } from '@hs/contracts';
import { BRAND } from '@/config/business';
import { type AvailabilityRequest, nearbyClinicsRequest } from '@/lib/availability/availability-requests';
import { milesText } from '@/lib/clinics/clinic-display';
import type { IsoDate } from '@/lib/dates/us-date';

export interface ClinicChoice {
  providerId: string;
  label: string;
}

/**
 * The results page's location-based search around the appointment's clinic, for the clinics a visit may move
 * to. None for a visit without a clinic (virtual care), and none for a follow-up alone, which stays at its
 * first appointment's location.
 */
export function nearbyClinicsSearch(appointment: ManagedAppointment, startDate: IsoDate): AvailabilityRequest | null {
  const { address, kind } = appointment.provider;
  if (kind !== 'clinic' || !address || appointment.isFollowup) return null;
  return nearbyClinicsRequest({
    serviceIds: appointment.services.map((service) => service.id),
    startDate,
    businessName: appointment.businessName,
    place: address.postalCode,
  });
}

/** Every service the move takes along: the appointment's and, when it has one, its follow-up's. */
export function servicesToMove(appointment: ManagedAppointment): number[] {
  const visits = [appointment, ...(appointment.followupAppointment ? [appointment.followupAppointment] : [])];
  return [...new Set(visits.flatMap((visit) => visit.services.map((service) => service.id)))];
}

/**
 * The Clinic choice: the appointment's own clinic first (the default), then the others the search found that
 * offer every service moving (a follow-up moves along, so its services count too), nearest first. Each is named
 * by its vanity name without the brand every one of them starts with ("The Local Clinic at"), so what tells them
 * apart leads even where a phone's select cuts the label short, then its distance.
 */
export function clinicChoices(
  appointment: ManagedAppointment,
  found: readonly ProviderAvailability[],
  currentLabel: (name: string) => string,
): ClinicChoice[] {
  const current = appointment.provider;
  const needed = servicesToMove(appointment);
  const others = found
    .filter(
      (entry) =>
        entry.provider.providerId !== current.providerId &&
        entry.status !== 'SERVICE_UNAVAILABLE' &&
        needed.every((id) => entry.provider.services.includes(id)),
    )
    .sort(
      (a, b) => (a.provider.distance ?? Number.POSITIVE_INFINITY) - (b.provider.distance ?? Number.POSITIVE_INFINITY),
    )
    .map(({ provider }) => {
      const name = withoutBrand(provider.vanityName || provider.name);
      return {
        providerId: provider.providerId,
        label: provider.distance === null ? name : `${name} (${milesText(provider.distance)})`,
      };
    });
  return [{ providerId: current.providerId, label: currentLabel(withoutBrand(current.name)) }, ...others];
}

const BRAND_PREFIX = `${BRAND.name} at `;

/** "The Local Clinic at Harvest Market – Cedar Ave" reads "Harvest Market – Cedar Ave" among the chain's own. */
const withoutBrand = (name: string) => (name.startsWith(BRAND_PREFIX) ? name.slice(BRAND_PREFIX.length) : name);

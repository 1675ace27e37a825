import type { Provider } from '@hs/contracts';
import { operatingHoursOf } from '@hs/domain';
import { bannerView } from '#api/modules/brands';
import type { ProviderRow } from './availability.rows.js';

/** Distance is data, not display: six decimals (§9), the card rounds to one. */
const roundMiles = (miles: number) => Math.round(miles * 1e6) / 1e6;

/** The members of a provider's card that depend on the search rather than on the provider. */
type SearchDependentView = Pick<Provider, 'distance' | 'isBenefitCode' | 'licensureState'>;

export function searchDependentView(row: ProviderRow, searchedState: string | null): SearchDependentView {
  return {
    distance: row.distanceMiles === null ? null : roundMiles(row.distanceMiles),
    isBenefitCode: row.acceptsBenefitCode,
    licensureState: row.clinic ? row.clinic.stateCode : searchedState,
  };
}

/**
 * The §3 Provider of a search result. Clinics show their store; virtual teams and dietitians have none, and
 * carry the state the search was for as their licensure state.
 */
export function toProvider(row: ProviderRow, searchedState: string | null): Provider {
  const clinic = row.clinic;
  return {
    providerId: row.id,
    businessName: row.businessName,
    brand: clinic ? bannerView(clinic.brand) : null,
    legalName: clinic?.legalName ?? null,
    vanityName: clinic?.vanityName ?? row.name,
    name: row.name,
    qualification: row.qualification,
    image: row.image,
    description: row.description,
    timezone: row.timeZone,
    address: clinic
      ? {
          addressLines: [clinic.addressLine1],
          cityTown: clinic.city,
          stateProvince: clinic.stateCode,
          postalCode: clinic.postalCode,
          county: clinic.county,
        }
      : null,
    phone: clinic?.phone ?? null,
    operatingHours: operatingHoursOf(row.weeklyHours),
    location: clinic ? { lat: clinic.latitude, lng: clinic.longitude } : null,
    ...searchDependentView(row, searchedState),
    services: row.offeredServiceIds,
    acceptsWalkIns: clinic?.acceptsWalkIns ?? false,
    rideSharePromo: clinic?.rideSharePromo ?? null,
  };
}

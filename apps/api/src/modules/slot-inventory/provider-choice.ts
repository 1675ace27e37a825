import type { Database } from '#api/db/client.js';
import { DomainError } from '#api/domain-error.js';
import { type BookableProvider, findLicensedProviders, findProvider, isLicensed } from './bookable.repository.js';

interface ProviderChoice {
  serviceIds: readonly number[];
  locationNumber?: string | undefined;
  licensureState?: string | undefined;
  /** Closures that ended before now no longer matter. */
  now: Date;
}

/**
 * The providers a request may be booked with, in the order to try them (§7: locationNumber, or
 * licensureState per configuration). A location given with a state must be licensed there, unless it is a store
 * clinic, where the patient comes in person and the state does not apply.
 */
export async function choosableProviders(db: Database, choice: ProviderChoice): Promise<BookableProvider[]> {
  if (choice.locationNumber) {
    const provider = await findProvider(db, choice.locationNumber, choice.serviceIds, choice.now);
    if (!provider)
      throw new DomainError('invalid', 'LOCATION_UNKNOWN', 'There is no such location.', { field: 'locationNumber' });
    if (choice.licensureState && provider.kind !== 'clinic') {
      if (!(await isLicensed(db, provider.id, choice.licensureState))) {
        throw new DomainError('invalid', 'NOT_LICENSED', 'This provider is not licensed in that state.', {
          field: 'licensureState',
        });
      }
    }
    return [provider];
  }
  if (!choice.licensureState) {
    throw new DomainError('invalid', 'INVALID_INPUT', 'Give either locationNumber or licensureState.', {
      field: 'locationNumber',
    });
  }
  const providers = await findLicensedProviders(db, choice.licensureState, choice.serviceIds, choice.now);
  if (providers.length === 0) {
    throw new DomainError('invalid', 'NOT_LICENSED', 'No provider licensed in that state offers this service.', {
      field: 'licensureState',
    });
  }
  return providers;
}

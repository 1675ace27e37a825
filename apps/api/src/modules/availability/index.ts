export {
  type BookableClinicFilter,
  countBookableClinics,
  findBookableClinics,
  findBookableClinicsInState,
} from './availability.repository.js';
export type { ClinicPart, ProviderRow } from './availability.rows.js';
export {
  type AvailabilityDeps,
  providerTimeslots,
  searchByState,
  searchNearby,
  singleServiceVisits,
} from './availability.service.js';
export { type AvailabilityCache, availabilityCache } from './availability-cache.js';
export { type HorizonDay, type HorizonSchedule, horizonSchedules } from './booking-horizon.js';
export { offersVisit, type Visit } from './provider-availability.js';

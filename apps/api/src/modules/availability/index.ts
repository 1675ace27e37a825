export { type AvailabilityDeps, providerTimeslots, searchByState, searchNearby } from './availability.service.js';
export { type AvailabilityCache, availabilityCache } from './availability-cache.js';

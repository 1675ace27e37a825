export { toLocatorClinic } from './clinic-view.js';
export { getClinicDetails, searchClinics } from './clinics.service.js';
export { predictLocations } from './location-search.service.js';
export { allPlaces } from './place-index.js';

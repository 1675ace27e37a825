export { serviceNameColumns } from './catalog.repository.js';
export { findServices } from './catalog.service.js';
export { serviceOverridesFrom, storedServiceOverrides } from './service-overrides.js';

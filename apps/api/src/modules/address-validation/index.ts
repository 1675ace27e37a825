export { validateAddress } from './address-validation.service.js';

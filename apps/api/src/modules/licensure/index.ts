export { licensureStates } from './licensure.service.js';

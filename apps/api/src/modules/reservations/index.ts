export { release, reserve } from './reservations.service.js';

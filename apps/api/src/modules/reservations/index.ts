export { release, reserve, reserveAnswering } from './reservations.service.js';

export { release, releaseIn, reserve, reserveAnswering } from './reservations.service.js';

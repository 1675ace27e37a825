export { type ClosureRow, closuresJson, closuresSince, findClosures } from './closures.repository.js';

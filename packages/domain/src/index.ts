export * from './constants.js';
export * from './operating-hours.js';
export * from './service.js';
export * from './us-states.js';

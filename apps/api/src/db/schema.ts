// The database's tables, one file per concept: the chain's directory, bookings, and the rest the service runs on.
export * from './booking-schema.js';
export * from './directory-schema.js';
export * from './operations-schema.js';
export * from './staff-schema.js';
export * from './waitlist-schema.js';

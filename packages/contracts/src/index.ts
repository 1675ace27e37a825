export * from './content.js';
export * from './errors.js';
export * from './health.js';
export * from './query.js';
export * from './services.js';
export * from './web-routes.js';

export { recordAnalyticsEvents } from './analytics.service.js';

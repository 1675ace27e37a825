export { recordAnalyticsEvents, recordWaitlistEvent, type WaitlistEvent } from './analytics.service.js';
export { type AnalyticsRetention, analyticsRetention } from './analytics-retention.js';

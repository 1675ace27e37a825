import { type AnalyticsEvent, analyticsEventsPath } from '@hs/contracts';
import { ANALYTICS_COMPONENT, ANALYTICS_SCHEMA_VERSIONS, type AnalyticsEventName } from '@hs/domain';
import { apiSend } from './api-client';
import { lazySchema } from './lazy-schema';

const AnalyticsAccepted = lazySchema(() =>
  import('@hs/contracts/analytics').then((contract) => contract.AnalyticsAcceptedResponseSchema),
);

/**
 * What an event may say. Callers pass names, flows, steps, endpoints and codes only: never what a
 * visitor typed (location, dates, benefit codes, patient answers), so nothing personal leaves the page.
 */
export type AnalyticsEventData = {
  [K in keyof AnalyticsEvent['data']]?: AnalyticsEvent['data'][K] | undefined;
};

/** The event as the contract wants it; fields left undefined are dropped, since JSON has no undefined. */
export function analyticsEvent(name: AnalyticsEventName, data: AnalyticsEventData = {}): AnalyticsEvent {
  const defined = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
  return {
    name,
    schemaVersion: ANALYTICS_SCHEMA_VERSIONS[name],
    component: ANALYTICS_COMPONENT,
    isGuest: true,
    occurredAt: new Date().toISOString(),
    data: defined as AnalyticsEvent['data'],
  };
}

/**
 * Sends one event and forgets it. Measuring must never get in the visitor's way, so this returns at once,
 * and a failed or refused call is dropped silently.
 */
export function recordAnalyticsEvent(name: AnalyticsEventName, data: AnalyticsEventData = {}): void {
  try {
    apiSend('POST', analyticsEventsPath, { events: [analyticsEvent(name, data)] }, AnalyticsAccepted).catch(() => {});
  } catch {
    // Nothing to do: see above.
  }
}

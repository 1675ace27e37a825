import { type AnalyticsEvent, type AnalyticsEventDataOf, analyticsEventsPath } from '@hs/contracts';
import {
  ANALYTICS_COMPONENT,
  ANALYTICS_SCHEMA_VERSIONS,
  type AnalyticsEventName,
  type FlowAction,
  type ProcessStatus,
} from '@hs/domain';
import { apiSend } from '@/lib/api/api-client';
import { applyFlowAction, flowProgress } from './analytics-flow';

/** §8: the endpoint a customer-facing error names when no call is to blame. */
export const NO_RELEVANT_ENDPOINT = 'no relevant value';

/**
 * What a caller says about an event; the flow's step counter and process status are filled in here, and the
 * flow too unless given. Callers pass names, flows, endpoints and codes only, never what a visitor typed
 * (location, dates, benefit codes, patient answers), so nothing personal leaves the page.
 */
export type AnalyticsDetail<N extends AnalyticsEventName> = Omit<
  AnalyticsEventDataOf<N>,
  'step' | 'processStatus' | 'flow'
> & { flow?: string | undefined };

/** The event as the contract wants it; fields left undefined are dropped, since JSON has no undefined. */
export function analyticsEvent<N extends AnalyticsEventName>(
  name: N,
  detail: AnalyticsDetail<N>,
  reported: { step: number; status: ProcessStatus } = flowProgress(),
): AnalyticsEvent {
  const data = {
    ...detail,
    flow: detail.flow ?? flowProgress().flow,
    step: reported.step,
    processStatus: reported.status,
  };
  const defined = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
  return {
    name,
    schemaVersion: ANALYTICS_SCHEMA_VERSIONS[name],
    component: ANALYTICS_COMPONENT,
    isGuest: true,
    occurredAt: new Date().toISOString(),
    data: defined,
  } as AnalyticsEvent;
}

/** The API's batch limit (ANALYTICS_LIMITS.maxEvents, named here without loading the contract's zod). */
const MAX_BATCH = 50;

/**
 * Sends events and forgets them. Measuring must never get in the visitor's way, so this returns at once,
 * and a failed or refused call is dropped silently. A page being hidden (tab closed, another site) sends by
 * beacon, the one request a browser lets outlive the page.
 */
export function sendAnalyticsEvents(events: readonly AnalyticsEvent[], { beacon = false } = {}): void {
  if (events.length === 0) return;
  if (events.length > MAX_BATCH) {
    for (let start = 0; start < events.length; start += MAX_BATCH) {
      sendAnalyticsEvents(events.slice(start, start + MAX_BATCH), { beacon });
    }
    return;
  }
  try {
    if (beacon && typeof navigator.sendBeacon === 'function') {
      const body = new Blob([JSON.stringify({ events })], { type: 'application/json' });
      if (navigator.sendBeacon(analyticsEventsPath, body)) return;
    }
    apiSend('POST', analyticsEventsPath, { events }).catch(() => {});
  } catch {
    // Nothing to do: see above.
  }
}

/** Records one event in the flow as it stands. */
export function recordAnalyticsEvent<N extends AnalyticsEventName>(name: N, detail: AnalyticsDetail<N>): void {
  sendAnalyticsEvents([analyticsEvent(name, detail)]);
}

type FlowEventName = 'start-flow' | 'continue-flow' | 'complete-flow';
const FLOW_ACTIONS = { 'start-flow': 'start', 'continue-flow': 'continue', 'complete-flow': 'complete' } as const;

/**
 * Records a flow event and moves the flow on (§4): a start sets the step counter to 2 and the process in
 * progress, a continue adds one, a completion marks it done and resets the counter.
 */
export function recordFlowEvent<N extends FlowEventName>(
  name: N,
  detail: AnalyticsDetail<N> & (N extends 'start-flow' ? { flow: string; category?: string | undefined } : unknown),
): void {
  const type = FLOW_ACTIONS[name];
  const category = 'category' in detail && typeof detail.category === 'string' ? detail.category : undefined;
  const action: FlowAction = type === 'start' ? { type, flow: detail.flow ?? '', category } : { type };
  const reported = applyFlowAction(action);
  sendAnalyticsEvents([analyticsEvent(name, detail, reported)]);
}

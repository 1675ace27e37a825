import { ANALYTICS_LIMITS, type AnalyticsEvent, type AnalyticsEventDataOf, analyticsEventsPath } from '@hs/contracts';
import {
  ANALYTICS_COMPONENT,
  ANALYTICS_SCHEMA_VERSIONS,
  type AnalyticsEventName,
  type FlowAction,
  type ProcessStatus,
  type SchedulerFlow,
} from '@hs/domain';
import { apiSend } from '@/lib/api/api-client';
import { applyFlowAction, flowProgress } from './analytics-flow';
import { analyticsCategoryOf } from './analytics-names';

/**
 * What a caller says about an event; the flow's step counter and process status are filled in here, and the
 * flow too unless given. Every field is typed by the API's lists of words (decision 044), so a name the API
 * would refuse does not compile, and nothing a visitor typed has a field to go in.
 */
export type AnalyticsDetail<N extends AnalyticsEventName> = Omit<AnalyticsEventDataOf<N>, 'step' | 'processStatus'>;

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

const MAX_BATCH = ANALYTICS_LIMITS.maxEvents;

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

/** A start names its flow, and its category as the configuration does; the event carries it when listed. */
type FlowDetail<N extends FlowEventName> = N extends 'start-flow'
  ? Omit<AnalyticsDetail<'start-flow'>, 'flow' | 'category'> & { flow: SchedulerFlow; category?: string | undefined }
  : AnalyticsDetail<N>;

/**
 * Records a flow event and moves the flow on (§4): a start sets the step counter to 2 and the process in
 * progress, a continue adds one, a completion marks it done and resets the counter.
 */
export function recordFlowEvent<N extends FlowEventName>(name: N, detail: FlowDetail<N>): void {
  const type = FLOW_ACTIONS[name];
  let action: FlowAction = { type: 'continue' };
  let sent: object = detail;
  if (type === 'start') {
    const start = detail as FlowDetail<'start-flow'>;
    action = { type, flow: start.flow, category: start.category };
    sent = { ...start, category: analyticsCategoryOf(start.category) };
  } else {
    action = { type };
  }
  sendAnalyticsEvents([analyticsEvent(name, sent as AnalyticsDetail<N>, applyFlowAction(action))]);
}

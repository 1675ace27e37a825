import {
  ANALYTICS_COMPONENT,
  ANALYTICS_NAME_PATTERN,
  ANALYTICS_SCHEMA_VERSIONS,
  type AnalyticsEventName,
  MAX_FLOW_STEP,
  PROCESS_STATUSES,
} from '@hs/domain';
import { z } from 'zod';

/** One batch is what a page flushes at once; a larger one is a sign of a loop or abuse. */
export const ANALYTICS_LIMITS = { maxEvents: 50, maxPayloadBytes: 16 * 1024, maxText: 500 } as const;

/** A route, form, field, alert or step name: an identifier, so no typed value fits (§6: never in analytics). */
const name = () => z.string().regex(ANALYTICS_NAME_PATTERN, 'Input must be a name, not a value.');

/** What every event says about the flow it belongs to (§4): the step counter and the process status. */
const flowFields = {
  flow: name().max(40).optional(),
  step: z.number().int().min(1).max(MAX_FLOW_STEP),
  processStatus: z.enum(PROCESS_STATUSES),
};

/**
 * Each event's detail, field by field; anything else is refused, so a client cannot slip a value in under a
 * new key. Free text is limited to the messages and endpoints of service errors, which the server scans.
 */
const eventData = {
  'start-flow': {
    ...flowFields,
    category: z.string().max(60).optional(),
    redirectAction: name().max(40).optional(),
    /** Where the flow began: the search form, a prescreen's first step, or the dietitian external entry. */
    entry: z.enum(['search', 'prescreen', 'dietitian-external']),
  },
  'continue-flow': { ...flowFields, stepName: name().max(60) },
  'complete-flow': { ...flowFields, stepName: name().max(60) },
  'display-alert': { ...flowFields, alert: name().max(60), route: name().max(40).optional() },
  'customer-facing-service-error': {
    ...flowFields,
    description: z.string().max(ANALYTICS_LIMITS.maxText),
    endpoint: z.string().max(200),
    code: z.union([z.number().int().min(-1).max(999), name().max(40)]),
  },
  navigate: { ...flowFields, from: name().max(40).optional(), to: name().max(40) },
  'form-field-abandonment': { ...flowFields, form: name().max(60), fieldName: name() },
  'user-constraint-error': { ...flowFields, form: name().max(60), fieldName: name(), rule: name().max(60) },
} as const satisfies Record<AnalyticsEventName, z.ZodRawShape>;

const envelope = <N extends AnalyticsEventName>(eventName: N) =>
  z.strictObject({
    name: z.literal(eventName),
    schemaVersion: z.literal(ANALYTICS_SCHEMA_VERSIONS[eventName], 'Input must be the schema version of this event.'),
    component: z.literal(ANALYTICS_COMPONENT),
    /** §6: every visitor is a guest. */
    isGuest: z.literal(true),
    occurredAt: z.iso.datetime({ offset: true }),
    data: z.strictObject(eventData[eventName]),
  });

export const AnalyticsEventSchema = z.discriminatedUnion('name', [
  envelope('start-flow'),
  envelope('continue-flow'),
  envelope('complete-flow'),
  envelope('display-alert'),
  envelope('customer-facing-service-error'),
  envelope('navigate'),
  envelope('form-field-abandonment'),
  envelope('user-constraint-error'),
]);
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;
/** The detail of one kind of event. */
export type AnalyticsEventDataOf<N extends AnalyticsEventName> = Extract<AnalyticsEvent, { name: N }>['data'];

export const AnalyticsBatchSchema = z.strictObject({
  events: z.array(AnalyticsEventSchema).min(1).max(ANALYTICS_LIMITS.maxEvents),
});
export type AnalyticsBatch = z.infer<typeof AnalyticsBatchSchema>;

export const AnalyticsAcceptedResponseSchema = z.object({ data: z.object({ accepted: z.number().int() }) });
export type AnalyticsAcceptedResponse = z.infer<typeof AnalyticsAcceptedResponseSchema>;

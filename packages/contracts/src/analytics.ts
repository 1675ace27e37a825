import {
  ANALYTICS_COMPONENT,
  ANALYTICS_SCHEMA_VERSIONS,
  type AnalyticsEventName,
  MAX_FLOW_STEP,
  PROCESS_STATUSES,
} from '@hs/domain';
import { z } from 'zod';
import { ANALYTICS_CATEGORIES, ANALYTICS_LIMITS } from './analytics-basics.js';
import {
  ANALYTICS_ALERTS,
  ANALYTICS_ENDPOINTS,
  ANALYTICS_ERROR_CODES,
  ANALYTICS_FIELDS,
  ANALYTICS_FLOWS,
  ANALYTICS_FORMS,
  ANALYTICS_REDIRECT_ACTIONS,
  ANALYTICS_ROUTES,
  ANALYTICS_RULES,
  ANALYTICS_STEPS,
} from './analytics-vocabulary.js';

/**
 * One of our own words (analytics-vocabulary.ts). The message never repeats what was sent, nor lists the words.
 */
const listed = <T extends string>(words: readonly T[]) =>
  // Every list has words; zod wants that said in the type.
  z.enum(words as readonly [T, ...T[]], { error: 'Input must be one of the names the scheduler sends.' });

/** What every event says about the flow it belongs to (§4): the step counter and the process status. */
const flowFields = {
  flow: listed(ANALYTICS_FLOWS).optional(),
  step: z.number().int().min(1).max(MAX_FLOW_STEP),
  processStatus: z.enum(PROCESS_STATUSES),
};

/**
 * Each event's detail, field by field; anything else is refused, so a client cannot slip a value in under a
 * new key, and every field holds a number or one of our words: there is no free text left to scan.
 */
const eventData = {
  'start-flow': {
    ...flowFields,
    category: listed(ANALYTICS_CATEGORIES).optional(),
    redirectAction: listed(ANALYTICS_REDIRECT_ACTIONS).optional(),
    /**
     * Where the flow began: the search form, a prescreen's first step, the dietitian external entry, or a booking
     * link of the open availability feed (decision 059).
     */
    entry: z.enum(['search', 'prescreen', 'dietitian-external', 'booking-link']),
  },
  'continue-flow': { ...flowFields, stepName: listed(ANALYTICS_STEPS) },
  'complete-flow': {
    ...flowFields,
    stepName: listed(ANALYTICS_STEPS),
    /** A booking that began at a booking link of the open availability feed; the finder's handles are not sent. */
    referral: z.literal('booking-link').optional(),
  },
  'display-alert': { ...flowFields, alert: listed(ANALYTICS_ALERTS), route: listed(ANALYTICS_ROUTES).optional() },
  /** §7 "description, endpoint and code": what failed as a code of ours, the path's pattern, the HTTP status. */
  'customer-facing-service-error': {
    ...flowFields,
    description: listed(ANALYTICS_ERROR_CODES),
    endpoint: listed(ANALYTICS_ENDPOINTS),
    code: z.number().int().min(-1).max(599),
  },
  navigate: { ...flowFields, from: listed(ANALYTICS_ROUTES).optional(), to: listed(ANALYTICS_ROUTES) },
  'form-field-abandonment': { ...flowFields, form: listed(ANALYTICS_FORMS), fieldName: listed(ANALYTICS_FIELDS) },
  'user-constraint-error': {
    ...flowFields,
    form: listed(ANALYTICS_FORMS),
    fieldName: listed(ANALYTICS_FIELDS),
    rule: listed(ANALYTICS_RULES),
  },
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

import { ANALYTICS_COMPONENT, ANALYTICS_SCHEMA_VERSIONS, type AnalyticsEventName } from '@hs/domain';
import { z } from 'zod';

/** One batch is what a page flushes at once; a larger one is a sign of a loop or abuse. */
export const ANALYTICS_LIMITS = { maxEvents: 50, maxPayloadBytes: 16 * 1024, maxText: 500 } as const;

const EVENT_NAMES = Object.keys(ANALYTICS_SCHEMA_VERSIONS) as [AnalyticsEventName, ...AnalyticsEventName[]];

/** Any further detail an event carries: plain JSON with bounded strings. */
export type AnalyticsValue = string | number | boolean | null | AnalyticsValue[] | { [key: string]: AnalyticsValue };
const AnalyticsValueSchema: z.ZodType<AnalyticsValue> = z.lazy(() =>
  z.union([
    z.string().max(ANALYTICS_LIMITS.maxText),
    z.number().finite(),
    z.boolean(),
    z.null(),
    z.array(AnalyticsValueSchema).max(ANALYTICS_LIMITS.maxEvents),
    z.record(z.string().max(64), AnalyticsValueSchema),
  ]),
);

export const AnalyticsEventDataSchema = z
  .object({
    flow: z.string().max(40).optional(),
    step: z.union([z.string().max(60), z.number().int().min(0).max(100)]).optional(),
    /** form-field-abandonment: the name of the last touched field, never its value. */
    fieldName: z.string().max(100).optional(),
    description: z.string().max(ANALYTICS_LIMITS.maxText).optional(),
    endpoint: z.string().max(200).optional(),
    code: z.union([z.number().int().min(-1).max(999), z.string().max(40)]).optional(),
  })
  .catchall(AnalyticsValueSchema);

export const AnalyticsEventSchema = z
  .strictObject({
    name: z.enum(EVENT_NAMES),
    schemaVersion: z.string().max(20),
    component: z.literal(ANALYTICS_COMPONENT),
    /** §6: every visitor is a guest. */
    isGuest: z.literal(true),
    occurredAt: z.iso.datetime({ offset: true }),
    data: AnalyticsEventDataSchema.default({}),
  })
  .refine((event) => event.schemaVersion === ANALYTICS_SCHEMA_VERSIONS[event.name], {
    path: ['schemaVersion'],
    message: 'Input must be the schema version of this event.',
  });
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

export const AnalyticsBatchSchema = z.strictObject({
  events: z.array(AnalyticsEventSchema).min(1).max(ANALYTICS_LIMITS.maxEvents),
});
export type AnalyticsBatch = z.infer<typeof AnalyticsBatchSchema>;

export const AnalyticsAcceptedResponseSchema = z.object({ data: z.object({ accepted: z.number().int() }) });
export type AnalyticsAcceptedResponse = z.infer<typeof AnalyticsAcceptedResponseSchema>;

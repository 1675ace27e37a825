import { z } from 'zod';
import { AlertTypeSchema, ContentIdSchema, DisplayTextSchema } from '../vocabulary.js';

/** The value an option submits: a plain identifier, so answers can travel in forms and storage unchanged. */
export const OptionValueSchema = ContentIdSchema;

export const ServiceIdsSchema = z.array(z.number().int().positive()).min(1);

/**
 * A rule on an earlier answer: it holds when the answer is one of `valueIn`, or when the chosen option's
 * `type` is one of `typeIn` (e.g. the employer's type, or 'covid' for a COVID-19 vaccine).
 */
export const PrescreenConditionSchema = z
  .object({
    question: ContentIdSchema,
    valueIn: z.array(OptionValueSchema).min(1).optional(),
    typeIn: z.array(ContentIdSchema).min(1).optional(),
  })
  .refine((condition) => condition.valueIn !== undefined || condition.typeIn !== undefined, {
    message: 'A condition needs valueIn or typeIn.',
  });
export type PrescreenCondition = z.infer<typeof PrescreenConditionSchema>;

/** A note shown under a question while the option is chosen. */
export const OptionNoticeSchema = z.object({ type: AlertTypeSchema, text: DisplayTextSchema });
export type OptionNotice = z.infer<typeof OptionNoticeSchema>;

/** One answer of a prescreen question. */
export const PrescreenOptionSchema = z.object({
  value: OptionValueSchema,
  label: DisplayTextSchema,
  hint: DisplayTextSchema.optional(),
  /** The services this answer books; the prescreen's result is the union over all answers. */
  serviceIds: ServiceIdsSchema.optional(),
  /** A grouping later steps can depend on (e.g. an employer's type). */
  type: ContentIdSchema.optional(),
  /** Offer the option only when an earlier answer says so. */
  visibleWhen: PrescreenConditionSchema.optional(),
  notice: OptionNoticeSchema.optional(),
  /** The answer cannot be accepted online; the message says why and submitting is blocked. */
  rejectMessage: DisplayTextSchema.optional(),
});
export type PrescreenOption = z.infer<typeof PrescreenOptionSchema>;

const uniqueValues = (options: readonly { value: string }[]) =>
  new Set(options.map((option) => option.value)).size === options.length;

export const PrescreenOptionsSchema = z
  .array(PrescreenOptionSchema)
  .min(1)
  .refine(uniqueValues, 'Each option value is listed once.');

/** A list of options kept as its own content object (physical types, employers, reasons, travel vaccines). */
export const PrescreenOptionListSchema = z.object({ options: PrescreenOptionsSchema });
export type PrescreenOptionList = z.infer<typeof PrescreenOptionListSchema>;

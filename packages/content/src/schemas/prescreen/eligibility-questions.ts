import { z } from 'zod';
import { isKnownEligibilityQuestionType } from '../../objects/prescreen/eligibility-questions.js';
import { ContentIdSchema, DisplayTextSchema, templateText } from '../vocabulary.js';

const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date as YYYY-MM-DD.');

const days = z.number().int().min(1).max(36_500);

/** Checks on an answer (§5 "Eligibility validations" and the medical-history date rules). */
export const EligibilityValidationSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('required') }),
  z.object({ type: z.literal('dateInPast') }),
  z.object({ type: z.literal('dateWithinPastDays'), days }),
  z.object({ type: z.literal('dateOnOrAfter'), date: IsoDateSchema }),
  z.object({ type: z.literal('dateNotAfterDaysInFuture'), days }),
]);
export type EligibilityValidation = z.infer<typeof EligibilityValidationSchema>;

/**
 * What an answer does (§4 "Eligibility"): end as ineligible, end as eligible and go on to schedule,
 * or warn, which stops the patient from continuing only when blocking.
 */
export const EligibilityActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('failWithErrorMessage'), message: DisplayTextSchema.optional() }),
  z.object({ type: z.literal('submitAction'), submitAction: z.literal('schedule') }),
  z.object({ type: z.literal('warn'), message: DisplayTextSchema, blocking: z.boolean() }),
]);
export type EligibilityAction = z.infer<typeof EligibilityActionSchema>;

export const EligibilityOptionSchema = z.object({
  value: ContentIdSchema,
  label: DisplayTextSchema,
  /** Skip rule: choosing this answer leaves out these later questions. */
  skip: z.array(ContentIdSchema).optional(),
  actions: z.array(EligibilityActionSchema).optional(),
});
export type EligibilityOption = z.infer<typeof EligibilityOptionSchema>;

/** Messages replacing the defaults of §5, by the check they belong to. */
export const EligibilityMessagesSchema = z
  .object({
    required: DisplayTextSchema,
    invalid: DisplayTextSchema,
    dateInPast: DisplayTextSchema,
    dateWithinPastDays: templateText('n'),
    dateOnOrAfter: templateText('date'),
    dateNotAfterDaysInFuture: templateText('n'),
  })
  .partial();
export type EligibilityMessages = z.infer<typeof EligibilityMessagesSchema>;

/**
 * One question. `type` is any text on purpose: a question of a type this app does not know must reach
 * the screen, which then says the questions cannot be loaded (§8) instead of silently leaving it out.
 */
export const EligibilityQuestionSchema = z
  .object({
    id: ContentIdSchema,
    type: z.string().min(1).max(50),
    label: DisplayTextSchema,
    hint: DisplayTextSchema.optional(),
    placeholder: DisplayTextSchema.optional(),
    /** The answer's name in what is collected (and in the booking questionnaire where it matches). */
    dataFieldToCollect: ContentIdSchema,
    validations: z.array(EligibilityValidationSchema),
    options: z.array(EligibilityOptionSchema).min(1).optional(),
    messages: EligibilityMessagesSchema.optional(),
  })
  .superRefine((question, ctx) => {
    if (!isKnownEligibilityQuestionType(question.type)) return;
    const choice = question.type !== 'date';
    if (choice && !question.options) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'A choice question needs options.' });
    }
    if (!choice && question.options) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'A date question has no options.' });
    }
    if (question.type === 'yesNo') {
      const values = (question.options ?? []).map((option) => option.value).sort();
      if (values.join() !== 'no,yes') {
        ctx.addIssue({ code: 'custom', path: ['options'], message: "Yes/No options are 'yes' and 'no'." });
      }
    }
    const dateChecks = question.validations.filter((v) => v.type !== 'required');
    if (!choice || dateChecks.length === 0) return;
    ctx.addIssue({ code: 'custom', path: ['validations'], message: 'Date checks apply to date questions only.' });
  });
export type EligibilityQuestion = z.infer<typeof EligibilityQuestionSchema>;

export const EligibilityQuestionSetSchema = z
  .object({
    introduction: DisplayTextSchema.optional(),
    /** Shown when an answer ends the check without a message of its own (§8). */
    ineligibleMessage: DisplayTextSchema.optional(),
    questions: z.array(EligibilityQuestionSchema).min(1),
  })
  .superRefine((set, ctx) => {
    const ids = set.questions.map((question) => question.id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['questions'], message: 'Each question id is used once.' });
    }
    set.questions.forEach((question, index) => {
      const later = new Set(ids.slice(index + 1));
      for (const option of question.options ?? []) {
        // Questions move forward only, so a skip rule can only leave out questions that follow.
        if ((option.skip ?? []).some((id) => !later.has(id))) {
          ctx.addIssue({
            code: 'custom',
            path: ['questions', index, 'options'],
            message: 'A skip rule can only name later questions.',
          });
        }
      }
    });
  });
export type EligibilityQuestionSet = z.infer<typeof EligibilityQuestionSetSchema>;

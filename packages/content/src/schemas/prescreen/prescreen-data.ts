import { z } from 'zod';
import { ContentIdSchema, DisplayTextSchema } from '../vocabulary.js';
import { type PrescreenCondition, PrescreenConditionSchema } from './prescreen-options.js';
import { type PrescreenQuestion, PrescreenQuestionSchema } from './prescreen-questions.js';

const stepBase = {
  id: ContentIdSchema,
  /** The step's name in the stepper and its heading. */
  title: DisplayTextSchema,
  description: DisplayTextSchema.optional(),
  /** Ask this step only when an earlier answer says so (e.g. drug screening for some employers). */
  showWhen: PrescreenConditionSchema.optional(),
};

/** A step of questions answered on one form. */
export const QuestionsStepSchema = z.object({
  ...stepBase,
  kind: z.literal('questions'),
  questions: z.array(PrescreenQuestionSchema).min(1),
});
export type QuestionsStep = z.infer<typeof QuestionsStepSchema>;

/** A step of eligibility questions (COVID-19) that decides the services of the options it applies to. */
export const EligibilityStepSchema = z.object({
  ...stepBase,
  kind: z.literal('eligibility'),
  /** Name of the eligibility-questions object. */
  questionSet: ContentIdSchema,
  /** Name of the service-name-criteria-mapper object that turns answers into services. */
  criteriaMapper: ContentIdSchema,
  /** The chosen options of this type are replaced by the mapped services. */
  appliesToOptionType: ContentIdSchema,
  /** The collected answer holding the last dose date; the appointment starts a follow-up interval after it. */
  lastDoseDateField: ContentIdSchema.optional(),
});
export type EligibilityStep = z.infer<typeof EligibilityStepSchema>;

export const PrescreenStepSchema = z.discriminatedUnion('kind', [QuestionsStepSchema, EligibilityStepSchema]);
export type PrescreenStep = z.infer<typeof PrescreenStepSchema>;

function questionIdsBefore(steps: readonly PrescreenStep[], index: number): Set<string> {
  const ids = new Set<string>();
  for (const step of steps.slice(0, index)) {
    if (step.kind === 'questions') for (const question of step.questions) ids.add(question.id);
  }
  return ids;
}

const conditionsOf = (question: PrescreenQuestion): PrescreenCondition[] =>
  question.type === 'choice'
    ? (question.options ?? []).flatMap((option) => (option.visibleWhen ? [option.visibleWhen] : []))
    : [];

/** One prescreen (§2 "Prescreen"): its steps, texts, and what it books when no answer names services. */
export const PrescreenDataSchema = z
  .object({
    heading: DisplayTextSchema,
    introduction: DisplayTextSchema.optional(),
    /** Hide the stepper's 'N of M' counter (§2). */
    hideStepCounter: z.boolean(),
    continueLabel: DisplayTextSchema,
    finishLabel: DisplayTextSchema,
    backLabel: DisplayTextSchema,
    /** Title of the error summary after a failed submit (§5). */
    requiredFieldsBanner: DisplayTextSchema,
    /** Shown instead of the questions when the service list cannot be loaded (§8). */
    servicesErrorMessage: DisplayTextSchema,
    /** Booked when no answer names services (e.g. the plain DOT physical). */
    defaultServiceIds: z.array(z.number().int().positive()),
    steps: z.array(PrescreenStepSchema).min(1),
  })
  .superRefine((data, ctx) => {
    const stepIds = data.steps.map((step) => step.id);
    if (new Set(stepIds).size !== stepIds.length) {
      ctx.addIssue({ code: 'custom', path: ['steps'], message: 'Each step id is used once.' });
    }
    const seen = new Set<string>();
    data.steps.forEach((step, index) => {
      // A condition can only look back: the answers it reads must be given on an earlier step.
      const earlier = questionIdsBefore(data.steps, index);
      if (step.showWhen && !earlier.has(step.showWhen.question)) {
        ctx.addIssue({
          code: 'custom',
          path: ['steps', index, 'showWhen'],
          message: 'A step can only depend on a question of an earlier step.',
        });
      }
      if (step.kind !== 'questions') return;
      for (const question of step.questions) {
        if (seen.has(question.id)) {
          ctx.addIssue({ code: 'custom', path: ['steps', index], message: `Question id ${question.id} is repeated.` });
        }
        seen.add(question.id);
        for (const condition of conditionsOf(question)) {
          if (!earlier.has(condition.question)) {
            ctx.addIssue({
              code: 'custom',
              path: ['steps', index, 'questions'],
              message: 'An option can only depend on a question of an earlier step.',
            });
          }
        }
      }
    });
    if (data.defaultServiceIds.length === 0 && !data.steps.some(namesServices)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultServiceIds'],
        message: 'Nothing in this prescreen books a service.',
      });
    }
  });
export type PrescreenData = z.infer<typeof PrescreenDataSchema>;

function namesServices(step: PrescreenStep): boolean {
  if (step.kind === 'eligibility') return true;
  return step.questions.some(
    (question) =>
      question.type === 'vaccineSelection' ||
      (question.type === 'choice' &&
        (question.optionsFrom !== undefined || (question.options ?? []).some((o) => o.serviceIds))),
  );
}

import { z } from 'zod';
import { ContentIdSchema, DisplayTextSchema, templateText } from '../vocabulary.js';

/**
 * A checklist question (§5 "Checklists"): at least minSelections when above 0, at most maxSelections, and
 * text when Other is ticked. Its answer is a dietitian questionnaire answer.
 */
export const ChecklistSchema = z
  .object({
    questionId: ContentIdSchema,
    /** The dietitian questionnaire answer it fills. */
    answerName: z.enum(['learning_objectives', 'referral_source']),
    legend: DisplayTextSchema,
    hint: DisplayTextSchema.optional(),
    options: z
      .array(DisplayTextSchema)
      .min(2)
      .refine((items) => new Set(items).size === items.length, 'Each option is listed once.'),
    /** Adds an 'Other' box that asks for text when ticked. */
    otherLabel: DisplayTextSchema.optional(),
    otherTextLabel: DisplayTextSchema.optional(),
    minSelections: z.number().int().min(0).max(10),
    maxSelections: z.number().int().min(1).max(20),
    messages: z.object({
      tooFew: DisplayTextSchema,
      tooMany: templateText('n'),
      otherRequired: DisplayTextSchema,
    }),
  })
  .refine((list) => list.minSelections <= list.maxSelections, 'minSelections cannot exceed maxSelections.')
  .refine(
    (list) => (list.otherLabel === undefined) === (list.otherTextLabel === undefined),
    'Other needs both labels.',
  );
export type Checklist = z.infer<typeof ChecklistSchema>;

/** The checklist sub-pages: appointmentGoals and survey. */
export const ChecklistsSchema = z.object({ appointmentGoals: ChecklistSchema, survey: ChecklistSchema });
export type Checklists = z.infer<typeof ChecklistsSchema>;

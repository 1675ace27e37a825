import { z } from 'zod';
import { defineContent } from '../../registry.js';
import { ContentIdSchema, DisplayTextSchema, templateText } from '../../vocabulary.js';

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

export const checklists = defineContent(
  { schema: 'patient-form-checklists', version: '1.0.0', dir: 'patient-form', name: 'checklists' },
  ChecklistsSchema,
  {
    appointmentGoals: {
      questionId: 'tn-learning-objectives',
      answerName: 'learning_objectives',
      legend: 'What would you like to work on with your dietitian?',
      hint: 'Select up to 3.',
      options: [
        'Healthy eating habits',
        'Weight management',
        'Managing blood sugar',
        'Lowering blood pressure or cholesterol',
        'Digestive health',
        'Food allergies or intolerances',
        'Sports nutrition',
        'Eating during pregnancy',
        'Meal planning on a budget',
      ],
      otherLabel: 'Other',
      otherTextLabel: 'Other goal',
      minSelections: 1,
      maxSelections: 3,
      messages: {
        tooFew: 'Select at least one goal.',
        tooMany: 'You can only select up to {n} goals.',
        otherRequired: 'Please describe the other goal.',
      },
    },
    survey: {
      questionId: 'tn-referral-source',
      answerName: 'referral_source',
      legend: 'How did you hear about our dietitians? (optional)',
      hint: 'Select all that apply.',
      options: [
        'My doctor or health plan',
        'My employer',
        'A pharmacist or store associate',
        'Store receipt or flyer',
        'Email or text message',
        'Social media',
        'Search engine',
        'Friend or family',
      ],
      otherLabel: 'Other',
      otherTextLabel: 'Where did you hear about us?',
      minSelections: 0,
      maxSelections: 9,
      messages: {
        tooFew: 'Select at least one answer.',
        tooMany: 'You can only select up to {n} answers.',
        otherRequired: 'Please tell us where you heard about us.',
      },
    },
  },
);

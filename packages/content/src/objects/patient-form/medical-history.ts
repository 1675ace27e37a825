import { z } from 'zod';
import { defineContent } from '../../registry.js';
import { ContentIdSchema, DisplayTextSchema } from '../../vocabulary.js';

const uniqueTexts = z
  .array(DisplayTextSchema)
  .min(2)
  .refine((items) => new Set(items).size === items.length, 'Each item is listed once.');

/** The dietitian's medical history sub-page (§3 "medical history", §5). */
export const MedicalHistorySchema = z.object({
  /** Question ids of the dietitian questionnaire answers this page fills. */
  questionIds: z.object({
    medicalConditions: ContentIdSchema,
    currentMedications: ContentIdSchema,
    anyOtherInformation: ContentIdSchema,
  }),
  conditionsLegend: DisplayTextSchema,
  conditionsHint: DisplayTextSchema,
  conditions: uniqueTexts,
  otherLabel: DisplayTextSchema,
  otherTextLabel: DisplayTextSchema,
  medicationsLegend: DisplayTextSchema,
  medicationsLabel: DisplayTextSchema,
  anythingElseLabel: DisplayTextSchema,
  messages: z.object({
    conditionsRequired: DisplayTextSchema,
    otherRequired: DisplayTextSchema,
    doYouTakeMedicationsRequired: DisplayTextSchema,
    medicationsRequired: DisplayTextSchema,
  }),
});
export type MedicalHistory = z.infer<typeof MedicalHistorySchema>;

export const medicalHistory = defineContent(
  { schema: 'medical-history', version: '1.0.0', dir: 'patient-form', name: 'medical-history' },
  MedicalHistorySchema,
  {
    questionIds: {
      medicalConditions: 'tn-medical-conditions',
      currentMedications: 'tn-current-medications',
      anyOtherInformation: 'tn-any-other-information',
    },
    conditionsLegend: 'Does the patient have any of these conditions?',
    conditionsHint: 'Select all that apply. Choose None of these if none apply.',
    conditions: [
      'None of these',
      'Prediabetes',
      'Type 1 diabetes',
      'Type 2 diabetes',
      'Gestational diabetes',
      'High blood pressure',
      'High cholesterol',
      'Heart disease',
      'Kidney disease',
      'Celiac disease',
      'Irritable bowel syndrome',
      'Crohn’s disease or ulcerative colitis',
      'Polycystic ovary syndrome (PCOS)',
      'Overweight or obesity',
      'Eating disorder',
      'Pregnancy or breastfeeding',
      'Cancer',
    ],
    otherLabel: 'Other',
    otherTextLabel: 'Other condition',
    medicationsLegend: 'Does the patient take any medications, vitamins or supplements?',
    medicationsLabel: 'List the medications, vitamins and supplements',
    anythingElseLabel: 'Is there anything else your dietitian should know? (optional)',
    messages: {
      conditionsRequired: 'Select at least one condition, or None of these.',
      otherRequired: 'Please describe the other condition.',
      doYouTakeMedicationsRequired: 'Please tell us whether the patient takes any medications.',
      medicationsRequired: 'Please list the medications.',
    },
  },
);

import { z } from 'zod';
import { ContentIdSchema, DisplayTextSchema } from '../vocabulary.js';

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

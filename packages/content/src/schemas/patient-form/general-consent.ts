import { z } from 'zod';
import { GENERAL_CONSENT_FIELDS } from '../../objects/patient-form/general-consent.js';
import { DisplayTextSchema } from '../vocabulary.js';
import { ConsentDocumentSchema } from './consent-document.js';

export const ConsentQuestionSchema = z.object({
  field: z.enum(GENERAL_CONSENT_FIELDS),
  legend: DisplayTextSchema,
  hint: DisplayTextSchema.optional(),
  /** Shown when the question is left unanswered (§5: these messages come from content). */
  requiredMessage: DisplayTextSchema,
});
export type ConsentQuestion = z.infer<typeof ConsentQuestionSchema>;

export const GeneralConsentSchema = z.object({
  document: ConsentDocumentSchema,
  questions: z
    .array(ConsentQuestionSchema)
    .min(1)
    .refine((questions) => new Set(questions.map((q) => q.field)).size === questions.length, 'Ask each once.'),
});
export type GeneralConsent = z.infer<typeof GeneralConsentSchema>;

import { z } from 'zod';
import { isoDateField, textField, textListField, yesNoField } from './fields.js';
import { PATIENT_LIMITS } from './limits.js';
import { QUESTIONNAIRE_YES_NO_FIELDS } from './questionnaire-fields.js';

const yesNoShape = Object.fromEntries(QUESTIONNAIRE_YES_NO_FIELDS.map((field) => [field, yesNoField.optional()])) as {
  [K in (typeof QUESTIONNAIRE_YES_NO_FIELDS)[number]]: z.ZodOptional<typeof yesNoField>;
};

const shortText = textField(PATIENT_LIMITS.listItem, 1);

export const QuestionnaireSchema = z.object({
  ...yesNoShape,
  allergies: textListField().optional(),
  medicalConditions: textListField().optional(),
  immunoSuppressants: textListField().optional(),
  bloodProductDetails: z
    .array(z.object({ name: shortText, lastTakenDate: isoDateField.optional(), dose: shortText.optional() }))
    .max(PATIENT_LIMITS.listItems)
    .optional(),
  recentVaccinationDetails: z
    .array(z.object({ name: shortText, lastTakenDate: isoDateField.optional() }))
    .max(PATIENT_LIMITS.listItems)
    .optional(),
});
export type Questionnaire = z.infer<typeof QuestionnaireSchema>;

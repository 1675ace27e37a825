import { z } from 'zod';
import { isoDateField, textField, textListField, yesNoField } from './fields.js';
import { PATIENT_LIMITS } from './limits.js';
import { QUESTIONNAIRE_YES_NO_FIELDS } from './questionnaire-fields.js';

/** §3: answers starting with 'no' or '0' count as No; an undefined answer stays undefined. */
export function toYesNo(answer: string | number | boolean | undefined | null): 'Yes' | 'No' | undefined {
  if (answer === undefined || answer === null) return undefined;
  const text = String(answer).trim().toLowerCase();
  return text.startsWith('no') || text.startsWith('0') || text === 'false' ? 'No' : 'Yes';
}

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

import { z } from 'zod';
import { textField, textListField, yesNoField } from './fields.js';
import { PATIENT_LIMITS } from './limits.js';
import { DIETITIAN_QUESTION_NAMES } from './options.js';

const extra = textField(PATIENT_LIMITS.freeText).optional();

/** One dietitian questionnaire answer (§3): question id, name, answer and the 'other' text. */
const DietitianAnswerSchema = z.object({
  questionId: textField(PATIENT_LIMITS.questionId, 1),
  name: z.enum(DIETITIAN_QUESTION_NAMES),
  answer: z.union([textField(PATIENT_LIMITS.freeText), textListField()]),
  otherAnswer: extra,
});

/** Medical history, dietary answers and the dietitian questionnaire (§3, limits of §5 and §9). */
export const MedicalInfoSchema = z.object({
  medicalConditions: textListField().optional(),
  otherMedicalCondition: extra,
  doYouTakeMedications: yesNoField.optional(),
  medications: extra,
  anythingElse: extra,
  allergiesOrRestrictions: yesNoField.optional(),
  foodAllergies: textListField().optional(),
  otherFoodAllergies: extra,
  foodsOrIngredientsNotLiked: extra,
  dietitianQuestionnaire: z.array(DietitianAnswerSchema).max(PATIENT_LIMITS.dietitianAnswers).optional(),
});
export type MedicalInfo = z.infer<typeof MedicalInfoSchema>;

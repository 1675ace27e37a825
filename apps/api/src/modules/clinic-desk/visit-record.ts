import { z } from 'zod';
import { openPatientRecord } from '#api/modules/appointments';
import type { Secrets } from '#api/modules/security';

const text = z.string();
const textList = z.array(z.string());

/**
 * The parts of a sealed booking record the desk shows; everything else in it (address, insurance, identity
 * numbers) is dropped as it is opened. Lenient, so that a record written under older limits still opens.
 */
const VisitRecordSchema = z.object({
  basicInfo: z.object({
    firstName: text,
    lastName: text,
    dateOfBirth: text,
    email: text.optional(),
    phone: text.optional(),
    preferredLanguage: text.optional(),
  }),
  consentDetails: z.object({ smsConsent: text.optional() }).optional(),
  questionnaire: z.record(text, z.unknown()).optional(),
  medicalInfo: z
    .object({
      medicalConditions: textList.optional(),
      otherMedicalCondition: text.optional(),
      doYouTakeMedications: text.optional(),
      medications: text.optional(),
      anythingElse: text.optional(),
      allergiesOrRestrictions: text.optional(),
      foodAllergies: textList.optional(),
      otherFoodAllergies: text.optional(),
      foodsOrIngredientsNotLiked: text.optional(),
      dietitianQuestionnaire: z
        .array(z.object({ name: text, answer: z.union([text, textList]), otherAnswer: text.optional() }))
        .optional(),
    })
    .optional(),
  comments: text.optional(),
  notes: textList.optional(),
});
export type VisitRecord = z.infer<typeof VisitRecordSchema>;

export function openVisitRecord(secrets: Secrets, sealed: string, appointmentId: string): VisitRecord {
  return VisitRecordSchema.parse(openPatientRecord(secrets, sealed, appointmentId));
}

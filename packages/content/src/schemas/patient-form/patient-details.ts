import { z } from 'zod';
import { DisplayTextSchema } from '../vocabulary.js';

/** Notices and consent wording of the patient details sub-page. */
export const PatientDetailsTextsSchema = z.object({
  /** Under the date of birth: who can be booked online. */
  minimumAgeNotice: DisplayTextSchema,
  /** The texting consent checkbox shown when the phone is a mobile number. */
  textingConsentLabel: DisplayTextSchema,
  textingConsentHint: DisplayTextSchema,
  providerInformationHint: DisplayTextSchema,
  altIdHint: DisplayTextSchema,
  motherMaidenNameHint: DisplayTextSchema,
});
export type PatientDetailsTexts = z.infer<typeof PatientDetailsTextsSchema>;

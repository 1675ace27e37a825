import { z } from 'zod';
import { nameField, yesNoField } from './fields.js';
import { PATIENT_LIMITS } from './limits.js';

/** §3 Consents: each Yes or No; the signature's time is UTC (§9). */
export const ConsentDetailsSchema = z.object({
  consentToTreat: yesNoField.optional(),
  privacyPolicyConsent: yesNoField.optional(),
  hieConsent: yesNoField.optional(),
  noShowFeeConsent: yesNoField.optional(),
  patientPortalConsent: yesNoField.optional(),
  smsConsent: yesNoField.optional(),
  telenutritionConsent: yesNoField.optional(),
  telehealthConsent: yesNoField.optional(),
  signature: z
    .object({
      legalName: nameField(PATIENT_LIMITS.patientLegalName),
      dateTime: z.iso.datetime({ offset: false, message: 'Input must be a UTC date-time.' }),
    })
    .optional(),
});
export type ConsentDetails = z.infer<typeof ConsentDetailsSchema>;

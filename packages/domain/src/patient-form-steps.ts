/* A module of its own, so that pages naming analytics events do not carry the list with the constants. */

/** Steps and sub-pages of the patient form (§2 "Patient form"). */
export const PATIENT_FORM_STEPS = [
  'patientDetails',
  'medicalInformation',
  'financialConsent',
  'financialConsentForTelemedicine',
  'vaccineConsent',
  'appointmentNotes',
  'insurance',
  'simpleInsurance',
  'medicalHistory',
  'dietaryRestrictions',
  'appointmentGoals',
  'survey',
  'privacyPractice',
  'generalConsent',
] as const;
export type PatientFormStep = (typeof PATIENT_FORM_STEPS)[number];

import type { PatientFormStep } from '@hs/content';
import { EMPTY_CHECKLIST } from './checklist-schema';
import { EMPTY_GENERAL_CONSENT, EMPTY_PRIVACY_PRACTICE } from './consent-questions-schema';
import { EMPTY_DIETARY_RESTRICTIONS } from './dietary-restrictions-schema';
import { withDefaults } from './form-draft';
import { EMPTY_INSURANCE } from './insurance-schema';
import { EMPTY_MEDICAL_HISTORY } from './medical-history-schema';
import { EMPTY_MEDICAL_INFORMATION } from './medical-information-schema';
import { EMPTY_APPOINTMENT_NOTES } from './notes-schema';
import { EMPTY_PATIENT_DETAILS } from './patient-details-schema';
import type { PatientFormData } from './patient-form-data';
import { EMPTY_SIGNED_CONSENT } from './signed-consent-schema';
import { EMPTY_SIMPLE_INSURANCE } from './simple-insurance-schema';

/** Each sub-page's values before anything is entered. */
const EMPTY_VALUES: { [P in PatientFormStep]-?: NonNullable<PatientFormData[P]> } = {
  patientDetails: EMPTY_PATIENT_DETAILS,
  medicalInformation: EMPTY_MEDICAL_INFORMATION,
  financialConsent: EMPTY_SIGNED_CONSENT,
  financialConsentForTelemedicine: EMPTY_SIGNED_CONSENT,
  vaccineConsent: EMPTY_SIGNED_CONSENT,
  appointmentNotes: EMPTY_APPOINTMENT_NOTES,
  insurance: EMPTY_INSURANCE,
  simpleInsurance: EMPTY_SIMPLE_INSURANCE,
  medicalHistory: EMPTY_MEDICAL_HISTORY,
  dietaryRestrictions: EMPTY_DIETARY_RESTRICTIONS,
  appointmentGoals: EMPTY_CHECKLIST,
  survey: EMPTY_CHECKLIST,
  privacyPractice: EMPTY_PRIVACY_PRACTICE,
  generalConsent: EMPTY_GENERAL_CONSENT,
};

/** A sub-page's stored values over its empty ones: stored data may come from an older form or a tampered tab. */
export function pageValues<P extends PatientFormStep>(page: P, stored: unknown): NonNullable<PatientFormData[P]> {
  return withDefaults(EMPTY_VALUES[page], stored) as NonNullable<PatientFormData[P]>;
}

/** Every saved sub-page in full shape, so the booking never meets a missing field. */
export function completeFormData(data: PatientFormData): PatientFormData {
  const complete: Record<string, unknown> = {};
  for (const [page, stored] of Object.entries(data)) {
    if (stored && page in EMPTY_VALUES) complete[page] = pageValues(page as PatientFormStep, stored);
  }
  return complete as PatientFormData;
}

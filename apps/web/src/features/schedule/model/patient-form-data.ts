import type { PatientFormStep } from '@hs/content';
import type { ChecklistValues } from './checklist-schema';
import type { GeneralConsentValues, PrivacyPracticeValues } from './consent-questions-schema';
import type { DietaryRestrictionsValues } from './dietary-restrictions-schema';
import type { InsuranceValues } from './insurance-schema';
import type { MedicalHistoryValues } from './medical-history-schema';
import type { MedicalInformationValues } from './medical-information-schema';
import type { AppointmentNotesValues } from './notes-schema';
import type { PatientDetailsValues } from './patient-details-schema';
import type { SignedConsentValues } from './signed-consent-schema';
import type { SimpleInsuranceValues } from './simple-insurance-schema';

/** What each sub-page saved, under the sub-page's name (§4 "Patient form"). */
export interface PatientFormData {
  patientDetails?: PatientDetailsValues;
  medicalInformation?: MedicalInformationValues;
  financialConsent?: SignedConsentValues;
  financialConsentForTelemedicine?: SignedConsentValues;
  vaccineConsent?: SignedConsentValues;
  appointmentNotes?: AppointmentNotesValues;
  insurance?: InsuranceValues;
  simpleInsurance?: SimpleInsuranceValues;
  medicalHistory?: MedicalHistoryValues;
  dietaryRestrictions?: DietaryRestrictionsValues;
  appointmentGoals?: ChecklistValues;
  survey?: ChecklistValues;
  privacyPractice?: PrivacyPracticeValues;
  generalConsent?: GeneralConsentValues;
}

// Every sub-page has a slot; a new sub-page without one fails to compile here.
type MissingSlots = Exclude<PatientFormStep, keyof PatientFormData>;
const _everySubPageHasData: MissingSlots extends never ? true : never = true;
void _everySubPageHasData;

/** The consents signed by typing the legal name; the booking's signature comes from the first one found. */
export const SIGNED_CONSENT_PAGES = ['financialConsent', 'financialConsentForTelemedicine', 'vaccineConsent'] as const;
export type SignedConsentPage = (typeof SIGNED_CONSENT_PAGES)[number];

export const isSignedConsentPage = (page: PatientFormStep): page is SignedConsentPage =>
  (SIGNED_CONSENT_PAGES as readonly string[]).includes(page);

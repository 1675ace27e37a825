import type { BundledContent } from '../../registry.js';
import { checklists } from './checklists.js';
import { dietaryRestrictions } from './dietary-restrictions.js';
import { financialConsent, financialConsentEmployer, financialConsentTelehealth } from './financial-consent.js';
import { patientFormConfig } from './form-config.js';
import { patientFormOptions } from './form-options.js';
import { generalConsent } from './general-consent.js';
import { insuranceStepConfig } from './insurance-step-config.js';
import { medicalHistory } from './medical-history.js';
import { medicalInformation } from './medical-information.js';
import { notesData } from './notes-data.js';
import { patientDetailsTexts } from './patient-details.js';
import { privacyPractice } from './privacy-practice.js';
import { vaccineConsent } from './vaccine-consent.js';

/** The signed consents a form group or category can name (by object name). */
export const signedConsents = [financialConsent, financialConsentTelehealth, financialConsentEmployer, vaccineConsent];

/** Every content object of the patient form, for the bundle. */
export const patientFormContent: readonly BundledContent[] = [
  patientFormConfig,
  patientFormOptions,
  patientDetailsTexts,
  insuranceStepConfig,
  notesData,
  medicalInformation,
  medicalHistory,
  dietaryRestrictions,
  checklists,
  generalConsent,
  privacyPractice,
  ...signedConsents,
];

import { schedulerDocument } from '../documents/scheduler.js';
import { clinicInfoPagesContent } from '../objects/clinic-info-pages.js';
import { arrivalChecklist } from '../objects/confirmation/arrival-checklist.js';
import { rideShareCard } from '../objects/confirmation/ride-share-card.js';
import { zoomDownloads } from '../objects/confirmation/zoom-downloads.js';
import { directoryWords } from '../objects/directory-words.js';
import { errorBannerConfig } from '../objects/error-banner-config.js';
import { languageAssistance } from '../objects/language-assistance.js';
import { checklists } from '../objects/patient-form/checklists.js';
import { dietaryRestrictions } from '../objects/patient-form/dietary-restrictions.js';
import {
  financialConsent,
  financialConsentEmployer,
  financialConsentTelehealth,
} from '../objects/patient-form/financial-consent.js';
import { patientFormConfig } from '../objects/patient-form/form-config.js';
import { patientFormOptions } from '../objects/patient-form/form-options.js';
import { generalConsent } from '../objects/patient-form/general-consent.js';
import { insuranceStepConfig } from '../objects/patient-form/insurance-step-config.js';
import { medicalHistory } from '../objects/patient-form/medical-history.js';
import { medicalInformation } from '../objects/patient-form/medical-information.js';
import { notesData } from '../objects/patient-form/notes-data.js';
import { patientDetailsTexts } from '../objects/patient-form/patient-details.js';
import { privacyPractice } from '../objects/patient-form/privacy-practice.js';
import { vaccineConsent } from '../objects/patient-form/vaccine-consent.js';
import { prescreenContent } from '../objects/prescreen/prescreen-catalog.js';
import { schedulerConfig } from '../objects/scheduler-config.js';
import { schedulerTexts } from '../objects/scheduler-texts.js';
import { virtualVisitStateSelectionModal } from '../objects/state-selection-modal.js';
import { timeZoneValues } from '../objects/time-zone-values.js';
import { type BundledContent, type BundledDocument, defineDocumentVariant, defineVariant } from '../registry.js';
import { SEARCH_FORM_WORDS } from './documents/scheduler.js';
import { DIRECTORY_WORDS } from './objects/directory-words.js';
import { errorBannerInSpanish } from './objects/error-banner.js';
import { FORM_WORDS } from './objects/form-words.js';
import { LANGUAGE_ASSISTANCE_WORDS } from './objects/language-assistance.js';
import { PAGE_WORDS } from './objects/page-words.js';
import { CONSENT_WORDS } from './objects/patient-form/consents.js';
import { FORM_CONFIG_WORDS } from './objects/patient-form/form-config.js';
import { FORM_OPTION_WORDS } from './objects/patient-form/form-options.js';
import { INSURANCE_STEP_WORDS } from './objects/patient-form/insurance-step-config.js';
import { NOTES_WORDS } from './objects/patient-form/notes-data.js';
import { PATIENT_DETAILS_WORDS } from './objects/patient-form/patient-details.js';
import { PRESCREEN_WORDS } from './objects/prescreen-words.js';
import { schedulerConfigInSpanish } from './objects/scheduler-config.js';
import { SCHEDULER_TEXTS_WORDS } from './objects/scheduler-texts.js';
import { STATE_SELECTION_MODAL_WORDS } from './objects/state-selection-modal.js';
import { TIME_ZONE_WORDS } from './objects/time-zone-values.js';
import { withWords } from './with-words.js';

/** The directory's words in Spanish, which the server also reads to name services in Spanish messages. */
export const spanishDirectoryWords = defineVariant(
  directoryWords,
  'es',
  withWords(directoryWords.data, DIRECTORY_WORDS),
);

/** Every bundled Spanish variant of a content object; the API seeds its store with them as with the originals. */
export const spanishContent: readonly BundledContent[] = [
  defineVariant(schedulerTexts, 'es', withWords(schedulerTexts.data, SCHEDULER_TEXTS_WORDS)),
  defineVariant(schedulerConfig, 'es', schedulerConfigInSpanish(schedulerConfig.data)),
  defineVariant(
    virtualVisitStateSelectionModal,
    'es',
    withWords(virtualVisitStateSelectionModal.data, STATE_SELECTION_MODAL_WORDS),
  ),
  defineVariant(timeZoneValues, 'es', withWords(timeZoneValues.data, TIME_ZONE_WORDS)),
  defineVariant(patientFormConfig, 'es', withWords(patientFormConfig.data, FORM_CONFIG_WORDS)),
  defineVariant(patientDetailsTexts, 'es', withWords(patientDetailsTexts.data, PATIENT_DETAILS_WORDS)),
  defineVariant(patientFormOptions, 'es', withWords(patientFormOptions.data, FORM_OPTION_WORDS)),
  defineVariant(languageAssistance, 'es', withWords(languageAssistance.data, LANGUAGE_ASSISTANCE_WORDS)),
  defineVariant(errorBannerConfig, 'es', errorBannerInSpanish(errorBannerConfig.data)),
  spanishDirectoryWords,
  defineVariant(notesData, 'es', withWords(notesData.data, NOTES_WORDS)),
  defineVariant(insuranceStepConfig, 'es', withWords(insuranceStepConfig.data, INSURANCE_STEP_WORDS)),
  ...[generalConsent, privacyPractice, financialConsent, financialConsentTelehealth, financialConsentEmployer].map(
    (entry) => defineVariant(entry, 'es', withWords(entry.data, CONSENT_WORDS)),
  ),
  ...prescreenContent
    .filter((entry) => entry.languages?.includes('es'))
    .map((entry) => defineVariant(entry, 'es', withWords(entry.data, PRESCREEN_WORDS))),
  ...[...clinicInfoPagesContent, arrivalChecklist, rideShareCard, zoomDownloads].map((entry) =>
    defineVariant(entry, 'es', withWords(entry.data, PAGE_WORDS)),
  ),
  ...[checklists, dietaryRestrictions, medicalHistory, medicalInformation, vaccineConsent].map((entry) =>
    defineVariant(entry, 'es', withWords(entry.data, FORM_WORDS)),
  ),
];

/** Every bundled Spanish variant of a text collection or page. */
export const spanishDocuments: readonly BundledDocument[] = [
  defineDocumentVariant(
    schedulerDocument,
    'es',
    withWords(schedulerDocument.data, { ...SCHEDULER_TEXTS_WORDS, ...SEARCH_FORM_WORDS }),
  ),
];

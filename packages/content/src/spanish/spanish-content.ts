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
import { schedulerDocumentInSpanish } from './documents/scheduler.js';
import { DIRECTORY_WORDS } from './objects/directory-words.js';
import { errorBannerInSpanish } from './objects/error-banner.js';
import { FORM_WORDS } from './objects/form-words.js';
import { languageAssistanceInSpanish } from './objects/language-assistance.js';
import { PAGE_WORDS } from './objects/page-words.js';
import {
  financialConsentEmployerInSpanish,
  financialConsentInSpanish,
  financialConsentTelehealthInSpanish,
  generalConsentInSpanish,
  privacyPracticeInSpanish,
} from './objects/patient-form/consents.js';
import { patientFormConfigInSpanish } from './objects/patient-form/form-config.js';
import { patientFormOptionsInSpanish } from './objects/patient-form/form-options.js';
import { insuranceStepConfigInSpanish } from './objects/patient-form/insurance-step-config.js';
import { notesDataInSpanish } from './objects/patient-form/notes-data.js';
import { patientDetailsInSpanish } from './objects/patient-form/patient-details.js';
import { PRESCREEN_WORDS } from './objects/prescreen-words.js';
import { schedulerConfigInSpanish } from './objects/scheduler-config.js';
import { schedulerTextsInSpanish } from './objects/scheduler-texts.js';
import { stateSelectionModalInSpanish } from './objects/state-selection-modal.js';
import { timeZoneValuesInSpanish } from './objects/time-zone-values.js';
import { withWords } from './with-words.js';

/** The directory's words in Spanish, which the server also reads to name services in Spanish messages. */
export const spanishDirectoryWords = defineVariant(
  directoryWords,
  'es',
  withWords(directoryWords.data, DIRECTORY_WORDS),
);

/** Every bundled Spanish variant of a content object; the API seeds its store with them as with the originals. */
export const spanishContent: readonly BundledContent[] = [
  defineVariant(schedulerTexts, 'es', schedulerTextsInSpanish(schedulerTexts.data)),
  defineVariant(schedulerConfig, 'es', schedulerConfigInSpanish(schedulerConfig.data)),
  defineVariant(virtualVisitStateSelectionModal, 'es', stateSelectionModalInSpanish()),
  defineVariant(timeZoneValues, 'es', timeZoneValuesInSpanish(timeZoneValues.data)),
  defineVariant(patientFormConfig, 'es', patientFormConfigInSpanish(patientFormConfig.data)),
  defineVariant(patientDetailsTexts, 'es', patientDetailsInSpanish()),
  defineVariant(patientFormOptions, 'es', patientFormOptionsInSpanish(patientFormOptions.data)),
  defineVariant(languageAssistance, 'es', languageAssistanceInSpanish(languageAssistance.data)),
  defineVariant(errorBannerConfig, 'es', errorBannerInSpanish(errorBannerConfig.data)),
  spanishDirectoryWords,
  defineVariant(notesData, 'es', notesDataInSpanish(notesData.data)),
  defineVariant(insuranceStepConfig, 'es', insuranceStepConfigInSpanish(insuranceStepConfig.data)),
  defineVariant(generalConsent, 'es', generalConsentInSpanish(generalConsent.data)),
  defineVariant(privacyPractice, 'es', privacyPracticeInSpanish(privacyPractice.data)),
  defineVariant(financialConsent, 'es', financialConsentInSpanish(financialConsent.data)),
  defineVariant(financialConsentTelehealth, 'es', financialConsentTelehealthInSpanish(financialConsentTelehealth.data)),
  defineVariant(financialConsentEmployer, 'es', financialConsentEmployerInSpanish(financialConsentEmployer.data)),
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
  defineDocumentVariant(schedulerDocument, 'es', schedulerDocumentInSpanish(schedulerDocument.data)),
];

import { schedulerDocument } from '../documents/scheduler.js';
import { languageAssistance } from '../objects/language-assistance.js';
import { patientFormConfig } from '../objects/patient-form/form-config.js';
import { patientFormOptions } from '../objects/patient-form/form-options.js';
import { patientDetailsTexts } from '../objects/patient-form/patient-details.js';
import { schedulerConfig } from '../objects/scheduler-config.js';
import { schedulerTexts } from '../objects/scheduler-texts.js';
import { virtualVisitStateSelectionModal } from '../objects/state-selection-modal.js';
import { timeZoneValues } from '../objects/time-zone-values.js';
import { type BundledContent, type BundledDocument, defineDocumentVariant, defineVariant } from '../registry.js';
import { schedulerDocumentInSpanish } from './documents/scheduler.js';
import { languageAssistanceInSpanish } from './objects/language-assistance.js';
import { patientFormConfigInSpanish } from './objects/patient-form/form-config.js';
import { patientFormOptionsInSpanish } from './objects/patient-form/form-options.js';
import { patientDetailsInSpanish } from './objects/patient-form/patient-details.js';
import { schedulerConfigInSpanish } from './objects/scheduler-config.js';
import { schedulerTextsInSpanish } from './objects/scheduler-texts.js';
import { stateSelectionModalInSpanish } from './objects/state-selection-modal.js';
import { timeZoneValuesInSpanish } from './objects/time-zone-values.js';

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
];

/** Every bundled Spanish variant of a text collection or page. */
export const spanishDocuments: readonly BundledDocument[] = [
  defineDocumentVariant(schedulerDocument, 'es', schedulerDocumentInSpanish(schedulerDocument.data)),
];

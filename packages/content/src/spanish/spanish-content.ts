import { schedulerDocument } from '../documents/scheduler.js';
import { schedulerConfig } from '../objects/scheduler-config.js';
import { schedulerTexts } from '../objects/scheduler-texts.js';
import { virtualVisitStateSelectionModal } from '../objects/state-selection-modal.js';
import { timeZoneValues } from '../objects/time-zone-values.js';
import { type BundledContent, type BundledDocument, defineDocumentVariant, defineVariant } from '../registry.js';
import { schedulerDocumentInSpanish } from './documents/scheduler.js';
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
];

/** Every bundled Spanish variant of a text collection or page. */
export const spanishDocuments: readonly BundledDocument[] = [
  defineDocumentVariant(schedulerDocument, 'es', schedulerDocumentInSpanish(schedulerDocument.data)),
];

import { schedulerDocument } from './documents/scheduler.js';
import { errorBannerConfig } from './objects/error-banner-config.js';
import { featureToggles } from './objects/feature-toggles.js';
import { flowConfig } from './objects/flow-config.js';
import { mapKey } from './objects/map-key.js';
import { reservationToggle } from './objects/reservation-toggle.js';
import { schedulerConfig } from './objects/scheduler-config.js';
import { schedulerTexts } from './objects/scheduler-texts.js';
import { serviceExtraProperties } from './objects/service-extra-properties.js';
import { virtualVisitStateSelectionModal } from './objects/state-selection-modal.js';
import { timeZoneValues } from './objects/time-zone-values.js';
import { type ContentDocument, type ContentEntry, toStoredDocument } from './registry.js';

export * from './documents/scheduler.js';
export * from './objects/error-banner-config.js';
export * from './objects/feature-toggles.js';
export * from './objects/flow-config.js';
export * from './objects/map-key.js';
export * from './objects/reservation-toggle.js';
export * from './objects/scheduler-config.js';
export * from './objects/scheduler-texts.js';
export * from './objects/service-extra-properties.js';
export * from './objects/state-selection-modal.js';
export * from './objects/time-zone-values.js';
export * from './registry.js';
export * from './vocabulary.js';

/** Every bundled content object; the API seeds its store from these and the web app falls back to them. */
export const bundledContent: readonly ContentEntry[] = [
  schedulerTexts,
  schedulerConfig,
  flowConfig,
  featureToggles,
  reservationToggle,
  errorBannerConfig,
  serviceExtraProperties,
  virtualVisitStateSelectionModal,
  timeZoneValues,
  mapKey,
];

/** Every bundled text collection and page, in the form the store keeps. */
export const bundledDocuments: readonly ContentDocument[] = [schedulerDocument].map(toStoredDocument);

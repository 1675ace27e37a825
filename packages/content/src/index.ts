import { schedulerDocument } from './documents/scheduler.js';
import { clinicInfoPagesContent } from './objects/clinic-info-pages.js';
import { arrivalChecklist } from './objects/confirmation/arrival-checklist.js';
import { rideShareCard } from './objects/confirmation/ride-share-card.js';
import { zoomDownloads } from './objects/confirmation/zoom-downloads.js';
import { errorBannerConfig } from './objects/error-banner-config.js';
import { featureToggles } from './objects/feature-toggles.js';
import { flowConfig } from './objects/flow-config.js';
import { mapKey } from './objects/map-key.js';
import { patientFormContent } from './objects/patient-form/patient-form-content.js';
import { prescreenContent } from './objects/prescreen/prescreen-catalog.js';
import { reservationToggle } from './objects/reservation-toggle.js';
import { schedulerConfig } from './objects/scheduler-config.js';
import { schedulerTexts } from './objects/scheduler-texts.js';
import { serviceExtraProperties } from './objects/service-extra-properties.js';
import { virtualVisitStateSelectionModal } from './objects/state-selection-modal.js';
import { timeZoneValues } from './objects/time-zone-values.js';
import { type ContentDocument, type ContentEntry, toStoredDocument } from './registry.js';

export * from './copies/error-banner-config.js';
export * from './copies/flow-config.js';
export * from './copies/scheduler-config.js';
export * from './copies/scheduler-document.js';
export * from './copies/scheduler-texts.js';
export * from './copies/state-selection-modal.js';
export * from './documents/scheduler.js';
export * from './objects/clinic-info-pages.js';
export * from './objects/confirmation/arrival-checklist.js';
export * from './objects/confirmation/ride-share-card.js';
export * from './objects/confirmation/zoom-downloads.js';
export * from './objects/error-banner-config.js';
export * from './objects/feature-toggles.js';
export * from './objects/flow-config.js';
export * from './objects/map-key.js';
export * from './objects/patient-form/checklists.js';
export * from './objects/patient-form/consent-document.js';
export * from './objects/patient-form/dietary-restrictions.js';
export * from './objects/patient-form/financial-consent.js';
export * from './objects/patient-form/form-config.js';
export * from './objects/patient-form/form-options.js';
export * from './objects/patient-form/general-consent.js';
export * from './objects/patient-form/insurance-step-config.js';
export * from './objects/patient-form/medical-history.js';
export * from './objects/patient-form/medical-information.js';
export * from './objects/patient-form/notes-data.js';
export * from './objects/patient-form/patient-details.js';
export * from './objects/patient-form/patient-form-content.js';
export * from './objects/patient-form/privacy-practice.js';
export * from './objects/patient-form/vaccine-consent.js';
export * from './objects/prescreen/clinic-prescreens.js';
export * from './objects/prescreen/covid-eligibility-questions.js';
export * from './objects/prescreen/dietitian-prescreen.js';
export * from './objects/prescreen/eligibility-questions.js';
export * from './objects/prescreen/prescreen-catalog.js';
export * from './objects/prescreen/prescreen-data-schema.js';
export * from './objects/prescreen/prescreen-option-lists.js';
export * from './objects/prescreen/prescreen-options.js';
export * from './objects/prescreen/prescreen-questions.js';
export * from './objects/prescreen/service-name-criteria-mapper.js';
export * from './objects/prescreen/vaccines-prescreen.js';
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
  ...patientFormContent,
  arrivalChecklist,
  zoomDownloads,
  rideShareCard,
  ...prescreenContent,
  ...clinicInfoPagesContent,
];

/** Every bundled text collection and page, in the form the store keeps. */
export const bundledDocuments: readonly ContentDocument[] = [schedulerDocument].map(toStoredDocument);

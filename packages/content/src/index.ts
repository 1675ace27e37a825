import { schedulerDocument } from './documents/scheduler.js';
import { clinicInfoPagesContent } from './objects/clinic-info-pages.js';
import { arrivalChecklist } from './objects/confirmation/arrival-checklist.js';
import { rideShareCard } from './objects/confirmation/ride-share-card.js';
import { zoomDownloads } from './objects/confirmation/zoom-downloads.js';
import { directoryWords } from './objects/directory-words.js';
import { errorBannerConfig } from './objects/error-banner-config.js';
import { featureToggles } from './objects/feature-toggles.js';
import { flowConfig } from './objects/flow-config.js';
import { languageAssistance } from './objects/language-assistance.js';
import { patientFormContent } from './objects/patient-form/patient-form-content.js';
import { prescreenContent } from './objects/prescreen/prescreen-catalog.js';
import { reservationToggle } from './objects/reservation-toggle.js';
import { schedulerConfig } from './objects/scheduler-config.js';
import { schedulerTexts } from './objects/scheduler-texts.js';
import { serviceExtraProperties } from './objects/service-extra-properties.js';
import { virtualVisitStateSelectionModal } from './objects/state-selection-modal.js';
import { timeZoneValues } from './objects/time-zone-values.js';
import { type BundledContent, type BundledDocument, type ContentDocument, toStoredDocument } from './registry.js';
import { spanishContent, spanishDocuments } from './spanish/spanish-content.js';

export * from './check-bundled-content.js';
// The package's entry holds data and plain rules only: zod stays in the schema modules, which are reached
// through each object's loadZod or through '@hs/content/schemas' (ADR 005).
export * from './documents/scheduler.js';
export * from './objects/clinic-info-pages.js';
export * from './objects/confirmation/arrival-checklist.js';
export * from './objects/confirmation/ride-share-card.js';
export * from './objects/confirmation/zoom-downloads.js';
export * from './objects/directory-words.js';
export * from './objects/error-banner-config.js';
export * from './objects/feature-toggles.js';
export * from './objects/flow-config.js';
export * from './objects/language-assistance.js';
export * from './objects/patient-form/checklists.js';
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
export type * from './schemas/clinic-info-pages.js';
export type * from './schemas/confirmation/arrival-checklist.js';
export type * from './schemas/confirmation/ride-share-card.js';
export type * from './schemas/confirmation/zoom-downloads.js';
export type * from './schemas/directory-words.js';
export type * from './schemas/error-banner-config.js';
export type * from './schemas/feature-toggles.js';
export type * from './schemas/flow-config.js';
export type * from './schemas/language-assistance.js';
export type * from './schemas/patient-form/checklists.js';
export type * from './schemas/patient-form/consent-document.js';
export type * from './schemas/patient-form/dietary-restrictions.js';
export type * from './schemas/patient-form/financial-consent.js';
export type * from './schemas/patient-form/form-config.js';
export type * from './schemas/patient-form/form-options.js';
export type * from './schemas/patient-form/general-consent.js';
export type * from './schemas/patient-form/insurance-step-config.js';
export type * from './schemas/patient-form/medical-history.js';
export type * from './schemas/patient-form/medical-information.js';
export type * from './schemas/patient-form/notes-data.js';
export type * from './schemas/patient-form/patient-details.js';
export type * from './schemas/patient-form/privacy-practice.js';
export type * from './schemas/prescreen/eligibility-questions.js';
export type * from './schemas/prescreen/prescreen-data.js';
export type * from './schemas/prescreen/prescreen-options.js';
export type * from './schemas/prescreen/prescreen-questions.js';
export type * from './schemas/prescreen/service-name-criteria-mapper.js';
export type * from './schemas/reservation-toggle.js';
export type * from './schemas/scheduler-config.js';
export type * from './schemas/scheduler-document.js';
export type * from './schemas/scheduler-texts.js';
export type * from './schemas/service-extra-properties.js';
export type * from './schemas/state-selection-modal.js';
export type * from './schemas/time-zone-values.js';
export type * from './schemas/vocabulary.js';
export * from './spanish/spanish-content.js';
export * from './vocabulary.js';

/** Every bundled content object, with its variants in other languages; the API seeds its store from these and the web app falls back to them. */
export const bundledContent: readonly BundledContent[] = [
  schedulerTexts,
  schedulerConfig,
  flowConfig,
  featureToggles,
  reservationToggle,
  errorBannerConfig,
  serviceExtraProperties,
  virtualVisitStateSelectionModal,
  timeZoneValues,
  ...patientFormContent,
  arrivalChecklist,
  zoomDownloads,
  rideShareCard,
  ...prescreenContent,
  ...clinicInfoPagesContent,
  languageAssistance,
  directoryWords,
  ...spanishContent,
];

/** Every bundled text collection and page, with the schema its data follows. */
export const bundledDocumentEntries: readonly BundledDocument[] = [schedulerDocument, ...spanishDocuments];

/** Every bundled text collection and page, in the form the store keeps. */
export const bundledDocuments: readonly ContentDocument[] = bundledDocumentEntries.map(toStoredDocument);

/** Makes a content object's Spanish copy from its bundled original: the words change, the settings stay. */
type InSpanish = (original: never) => unknown;

/**
 * The bundled Spanish copy of a content object or document, by its original's key (`contentKey`, or
 * `{kind}/{id}`), loaded only when the web app needs it: the live copy failed in AUTO mode, or ALWAYS mode. So the
 * pages carry no Spanish words for English visitors, and each Spanish copy only when it is wanted. The modules
 * hold only the words, made into the copy from the original the caller already has.
 */
const loaders: Record<string, () => Promise<InSpanish>> = {
  'scheduler-texts/1.0.0/scheduler/texts': () =>
    import('./objects/scheduler-texts.js').then((module) => module.schedulerTextsInSpanish),
  'scheduler-config/1.0.0/scheduler/config': () =>
    import('./objects/scheduler-config.js').then((module) => module.schedulerConfigInSpanish),
  'state-selection-modal/1.0.0/modals/virtual-visit-state': () =>
    import('./objects/state-selection-modal.js').then((module) => module.stateSelectionModalInSpanish),
  'time-zone-values/1.0.0/scheduler/time-zones': () =>
    import('./objects/time-zone-values.js').then((module) => module.timeZoneValuesInSpanish),
  'patient-form-config/1.0.0/patient-form/form-config': () =>
    import('./objects/patient-form/form-config.js').then((module) => module.patientFormConfigInSpanish),
  'patient-details-texts/1.0.0/patient-form/patient-details': () =>
    import('./objects/patient-form/patient-details.js').then((module) => module.patientDetailsInSpanish),
  'patient-form-options/1.0.0/patient-form/options': () =>
    import('./objects/patient-form/form-options.js').then((module) => module.patientFormOptionsInSpanish),
  'language-assistance/1.0.0/clinic/language-assistance': () =>
    import('./objects/language-assistance.js').then((module) => module.languageAssistanceInSpanish),
  'notes-data/1.0.0/patient-form/notes': () =>
    import('./objects/patient-form/notes-data.js').then((module) => module.notesDataInSpanish),
  'insurance-step-config/1.0.0/patient-form/insurance': () =>
    import('./objects/patient-form/insurance-step-config.js').then((module) => module.insuranceStepConfigInSpanish),
  'general-consent/1.0.0/consents/general-consent': () =>
    import('./objects/patient-form/consents.js').then((module) => module.generalConsentInSpanish),
  'privacy-practice/1.0.0/consents/privacy-practice': () =>
    import('./objects/patient-form/consents.js').then((module) => module.privacyPracticeInSpanish),
  'signed-consent/1.0.0/consents/financial-responsibility': () =>
    import('./objects/patient-form/consents.js').then((module) => module.financialConsentInSpanish),
  'signed-consent/1.0.0/consents/financial-responsibility-telehealth': () =>
    import('./objects/patient-form/consents.js').then((module) => module.financialConsentTelehealthInSpanish),
  'signed-consent/1.0.0/consents/financial-responsibility-employer': () =>
    import('./objects/patient-form/consents.js').then((module) => module.financialConsentEmployerInSpanish),
  'error-banner-config/1.0.0/toggles/error-banner': () =>
    import('./objects/error-banner.js').then((module) => module.errorBannerInSpanish),
  'directory-words/1.0.0/scheduler/directory-words': async () => {
    const [{ DIRECTORY_WORDS }, { withWords }] = await Promise.all([
      import('./objects/directory-words.js'),
      import('./with-words.js'),
    ]);
    return (original: unknown) => withWords(original, DIRECTORY_WORDS);
  },
  'textcollection/scheduler': () =>
    import('./documents/scheduler.js').then((module) => module.schedulerDocumentInSpanish),
};

/** The prescreens and their option lists and questions, translated word for word by one dictionary. */
const PRESCREEN_CONTENT = /^(prescreen-data|prescreen-options|eligibility-questions)\//;
const prescreenInSpanish = async (): Promise<InSpanish> => {
  const [{ PRESCREEN_WORDS }, { withWords }] = await Promise.all([
    import('./objects/prescreen-words.js'),
    import('./with-words.js'),
  ]);
  return (original: unknown) => withWords(original, PRESCREEN_WORDS);
};

/** The clinic information pages and the confirmation's cards, translated word for word by one dictionary. */
const PAGE_CONTENT = /^(clinic-info-page|clinic-services-page|confirmation-checklist|ride-share-card|zoom-downloads)\//;
const pageInSpanish = async (): Promise<InSpanish> => {
  const [{ PAGE_WORDS }, { withWords }] = await Promise.all([
    import('./objects/page-words.js'),
    import('./with-words.js'),
  ]);
  return (original: unknown) => withWords(original, PAGE_WORDS);
};

/** The patient form's health questions, checklists and vaccine consent, translated by one dictionary. */
const FORM_CONTENT =
  /^(patient-form-checklists|dietary-restrictions|medical-history|medical-information)\/|^signed-consent\/1\.0\.0\/consents\/vaccine-consent$/;
const formInSpanish = async (): Promise<InSpanish> => {
  const [{ FORM_WORDS }, { withWords }] = await Promise.all([
    import('./objects/form-words.js'),
    import('./with-words.js'),
  ]);
  return (original: unknown) => withWords(original, FORM_WORDS);
};

/** The Spanish copy of `original`, the bundled data of the content at `key`; undefined for content without one. */
export async function spanishFallback<T>(key: string, original: T): Promise<T | undefined> {
  const inSpanish = PRESCREEN_CONTENT.test(key)
    ? await prescreenInSpanish()
    : PAGE_CONTENT.test(key)
      ? await pageInSpanish()
      : FORM_CONTENT.test(key)
        ? await formInSpanish()
        : await loaders[key]?.();
  return inSpanish ? ((inSpanish as (data: T) => unknown)(original) as T) : undefined;
}

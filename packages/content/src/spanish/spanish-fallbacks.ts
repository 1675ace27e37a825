/** The Spanish words of content translated word for word, by the English they replace. */
type Words = Readonly<Record<string, string>>;

/** Makes a content object's Spanish copy from its bundled original where more than its words change. */
type InSpanish = (original: never) => unknown;

/*
 * The bundled Spanish copy of a content object or document, by its original's key (`contentKey`, or
 * `{kind}/{id}`), loaded only when the web app needs it: the live copy failed in AUTO mode, or ALWAYS mode. So the
 * pages carry no Spanish words for English visitors, and each Spanish copy only when it is wanted. The modules
 * hold only the words, laid over the original the caller already has.
 */

/** The consent and privacy texts share one table. */
const consentWords = () => import('./objects/patient-form/consents.js').then((module) => module.CONSENT_WORDS);

/** Content translated by a table of its own. */
const wordTables: Record<string, () => Promise<Words>> = {
  'scheduler-texts/1.0.0/scheduler/texts': () =>
    import('./objects/scheduler-texts.js').then((module) => module.SCHEDULER_TEXTS_WORDS),
  'state-selection-modal/1.0.0/modals/virtual-visit-state': () =>
    import('./objects/state-selection-modal.js').then((module) => module.STATE_SELECTION_MODAL_WORDS),
  'time-zone-values/1.0.0/scheduler/time-zones': () =>
    import('./objects/time-zone-values.js').then((module) => module.TIME_ZONE_WORDS),
  'patient-form-config/1.0.0/patient-form/form-config': () =>
    import('./objects/patient-form/form-config.js').then((module) => module.FORM_CONFIG_WORDS),
  'patient-details-texts/1.0.0/patient-form/patient-details': () =>
    import('./objects/patient-form/patient-details.js').then((module) => module.PATIENT_DETAILS_WORDS),
  'patient-form-options/1.0.0/patient-form/options': () =>
    import('./objects/patient-form/form-options.js').then((module) => module.FORM_OPTION_WORDS),
  'language-assistance/1.0.0/clinic/language-assistance': () =>
    import('./objects/language-assistance.js').then((module) => module.LANGUAGE_ASSISTANCE_WORDS),
  'notes-data/1.0.0/patient-form/notes': () =>
    import('./objects/patient-form/notes-data.js').then((module) => module.NOTES_WORDS),
  'insurance-step-config/1.0.0/patient-form/insurance': () =>
    import('./objects/patient-form/insurance-step-config.js').then((module) => module.INSURANCE_STEP_WORDS),
  'general-consent/1.0.0/consents/general-consent': consentWords,
  'privacy-practice/1.0.0/consents/privacy-practice': consentWords,
  'signed-consent/1.0.0/consents/financial-responsibility': consentWords,
  'signed-consent/1.0.0/consents/financial-responsibility-telehealth': consentWords,
  'signed-consent/1.0.0/consents/financial-responsibility-employer': consentWords,
  'directory-words/1.0.0/scheduler/directory-words': () =>
    import('./objects/directory-words.js').then((module) => module.DIRECTORY_WORDS),
  'textcollection/scheduler': () =>
    Promise.all([import('./objects/scheduler-texts.js'), import('./documents/scheduler.js')]).then(
      ([texts, searchForm]) => ({ ...texts.SCHEDULER_TEXTS_WORDS, ...searchForm.SEARCH_FORM_WORDS }),
    ),
};

/** Families of content made of the same kind of texts, each translated by one dictionary. */
const families: readonly (readonly [RegExp, () => Promise<Words>])[] = [
  // The prescreens and their option lists and questions.
  [
    /^(prescreen-data|prescreen-options|eligibility-questions)\//,
    () => import('./objects/prescreen-words.js').then((module) => module.PRESCREEN_WORDS),
  ],
  // The clinic information pages and the confirmation's cards.
  [
    /^(clinic-info-page|clinic-services-page|confirmation-checklist|ride-share-card|zoom-downloads)\//,
    () => import('./objects/page-words.js').then((module) => module.PAGE_WORDS),
  ],
  // The patient form's health questions, checklists and vaccine consent.
  [
    /^(patient-form-checklists|dietary-restrictions|medical-history|medical-information)\/|^signed-consent\/1\.0\.0\/consents\/vaccine-consent$/,
    () => import('./objects/form-words.js').then((module) => module.FORM_WORDS),
  ],
];

/** Content whose Spanish copy is made in code: it adds words the original lacks, or leaves some out. */
const madeInCode: Record<string, () => Promise<InSpanish>> = {
  'scheduler-config/1.0.0/scheduler/config': () =>
    import('./objects/scheduler-config.js').then((module) => module.schedulerConfigInSpanish),
  'error-banner-config/1.0.0/toggles/error-banner': () =>
    import('./objects/error-banner.js').then((module) => module.errorBannerInSpanish),
};

/** The Spanish words of the content at `key`, when it is translated word for word. */
export function spanishWords(key: string): Promise<Words> | undefined {
  const family = families.find(([pattern]) => pattern.test(key));
  return (family?.[1] ?? wordTables[key])?.();
}

/** The Spanish copy of `original`, the bundled data of the content at `key`; undefined for content without one. */
export async function spanishFallback<T>(key: string, original: T): Promise<T | undefined> {
  const words = spanishWords(key);
  if (words) {
    const [table, { withWords }] = await Promise.all([words, import('./with-words.js')]);
    return withWords(original, table);
  }
  const inSpanish = await madeInCode[key]?.();
  return inSpanish ? ((inSpanish as (data: T) => unknown)(original) as T) : undefined;
}

/**
 * The keys whose strings a person reads, in every content object translated word for word; every other string
 * (ids, values, field names, service names a rule matches) is a setting and stays as it is.
 */
export const DISPLAY_KEYS: ReadonlySet<string> = new Set([
  'heading',
  'introduction',
  'title',
  'label',
  'hint',
  'placeholder',
  'text',
  'message',
  'requiredMessage',
  'formatMessage',
  'notLicensedMessage',
  'loadErrorMessage',
  'invalidMessage',
  'tooEarlyMessage',
  'tooLateMessage',
  'minMessage',
  'maxMessage',
  'incompatibleMessage',
  'rejectMessage',
  'ineligibleMessage',
  'continueLabel',
  'finishLabel',
  'backLabel',
  'requiredFieldsBanner',
  'servicesErrorMessage',
  'intro',
  'description',
  'paragraphs',
  'items',
  'priceNote',
  'price',
  'codeLabel',
  'copyLabel',
  'copiedMessage',
  'copyFailedMessage',
  'qrAlt',
  'linkLabel',
  'help',
  'legend',
  'options',
  'conditions',
  'allergies',
  'nameLabel',
  'otherLabel',
  'otherTextLabel',
  'conditionsLegend',
  'conditionsHint',
  'medicationsLegend',
  'medicationsLabel',
  'anythingElseLabel',
  'allergiesLegend',
  'allergyListLegend',
  'foodsNotLikedLabel',
  'noAllergiesAnswer',
  'conditionsRequired',
  'otherRequired',
  'doYouTakeMedicationsRequired',
  'medicationsRequired',
  'allergiesOrRestrictionsRequired',
  'allergyRequired',
  'tooFew',
  'tooMany',
  'attestation',
  // The objects translated by a table of their own: the scheduler's texts and search form, the patient form's
  // configuration, options, reasons and notices, the state question and the language-assistance notice.
  'topMessage',
  'appointmentTypeLabel',
  'appointmentTypePlaceholder',
  'appointmentTypeLoading',
  'locationLabel',
  'locationPlaceholder',
  'dateLabel',
  'datePlaceholder',
  'submitLabel',
  'appointmentTypeRequired',
  'locationRequired',
  'locationTooShort',
  'locationTooLong',
  'dateInvalid',
  'dateTooEarly',
  'dateTooLate',
  'connectionTrouble',
  'refreshAdvice',
  'retryAdvice',
  'locationUnavailable',
  'body',
  'acceptLabel',
  'declineLabel',
  'allFieldsRequiredText',
  'selectPlaceholder',
  'reasons',
  'tooManyMessage',
  'commentsLabel',
  'medicareRecipientNotice',
  'minimumAgeNotice',
  'textingConsentLabel',
  'textingConsentHint',
  'providerInformationHint',
  'altIdHint',
  'motherMaidenNameHint',
  'confirmLabel',
  'cancelLabel',
  'phoneLabel',
  'hours',
  'taglinesHeading',
]);

/** Words in an object that names its own language (`lang`) are already written in it. */
const inOwnLanguage = (value: object): boolean => 'lang' in value;

/**
 * A copy of `original` whose display texts read as `words` has them; anything else stays. Content objects made of
 * the same kind of texts share one dictionary, the others have a table of their own, and `spanish-content.test.ts`
 * holds every display text to having one.
 */
export function withWords<T>(original: T, words: Readonly<Record<string, string>>): T {
  const copy = (value: unknown, key: string): unknown => {
    if (typeof value === 'string') return DISPLAY_KEYS.has(key) ? (words[value] ?? value) : value;
    if (Array.isArray(value)) return value.map((item) => copy(item, key));
    if (value && typeof value === 'object' && !inOwnLanguage(value)) {
      return Object.fromEntries(Object.entries(value).map(([inner, item]) => [inner, copy(item, inner)]));
    }
    return value;
  };
  return copy(original, '') as T;
}

/** The display texts of a content object, for the check that each has its translation. */
export function displayTexts(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return DISPLAY_KEYS.has(key) && /\p{L}/u.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => displayTexts(item, key));
  if (value && typeof value === 'object' && !inOwnLanguage(value)) {
    return Object.entries(value).flatMap(([inner, item]) => displayTexts(item, inner));
  }
  return [];
}

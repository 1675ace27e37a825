/** The prescreen pages (§2, §5, §8). */
export const prescreen = {
  'prescreen.page.heading': 'Tell Us About Your Visit',
  'prescreen.page.loading': 'Loading questions',
  'prescreen.page.loadError': "We're having trouble connecting at the moment. Please refresh the page to try again.",
  'prescreen.page.stepperLabel': 'Questions before booking',
  'prescreen.eligibility.ineligible': 'Based on your answers, you are ineligible to continue at this time',
  'prescreen.eligibility.unknownQuestionType':
    'Sorry. We appear to be having trouble loading the questions. Please try again later.',
  'prescreen.eligibility.loadFailure':
    'Sorry. We appear to be having trouble loading the COVID-19 eligibility questions. Please try again later.',
  'prescreen.eligibility.required': "'{label}' is a required field.",
  'prescreen.eligibility.yesNoRequired': 'This is a required field',
  'prescreen.eligibility.selectionRequired': 'A selection is required.',
  'prescreen.eligibility.invalid': 'Date is invalid.',
  'prescreen.eligibility.dateInPast': 'Date must be in the past.',
  'prescreen.eligibility.dateWithinPastDays': "Date must be within the past '{n}' days.",
  'prescreen.eligibility.dateOnOrAfter': "Date must be on or after '{date}'.",
  'prescreen.eligibility.dateNotAfterDaysInFuture': "Date must be no more than '{n}' days in the future.",
  'prescreen.choose': 'Choose One',
  'prescreen.fetchingValues': 'Fetching values...',
} as const;

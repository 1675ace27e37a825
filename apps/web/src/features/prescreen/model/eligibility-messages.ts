/** The eligibility step's fixed texts (§5, §8); a question set's own messages replace them. */
export const ELIGIBILITY_MESSAGES = {
  ineligible: 'Based on your answers, you are ineligible to continue at this time',
  unknownQuestionType: 'Sorry. We appear to be having trouble loading the questions. Please try again later.',
  loadFailure:
    'Sorry. We appear to be having trouble loading the COVID-19 eligibility questions. Please try again later.',
  required: '{label} is a required field.',
  yesNoRequired: 'This is a required field',
  selectionRequired: 'A selection is required.',
  invalid: 'Date is invalid.',
  dateInPast: 'Date must be in the past.',
  dateWithinPastDays: 'Date must be within the past {n} days.',
  dateOnOrAfter: 'Date must be on or after {date}.',
  dateNotAfterDaysInFuture: 'Date must be no more than {n} days in the future.',
} as const;

import { messageTexts } from '@/lib/i18n/message-texts';

/**
 * The eligibility step's fixed texts (§5, §8); a question set's own messages replace them. Like those, they name
 * what the step fills in as '{label}', '{n}' or '{date}'.
 */
export const ELIGIBILITY_MESSAGES = messageTexts({
  ineligible: 'prescreen.eligibility.ineligible',
  unknownQuestionType: 'prescreen.eligibility.unknownQuestionType',
  loadFailure: 'prescreen.eligibility.loadFailure',
  required: 'prescreen.eligibility.required',
  yesNoRequired: 'prescreen.eligibility.yesNoRequired',
  selectionRequired: 'prescreen.eligibility.selectionRequired',
  invalid: 'prescreen.eligibility.invalid',
  dateInPast: 'prescreen.eligibility.dateInPast',
  dateWithinPastDays: 'prescreen.eligibility.dateWithinPastDays',
  dateOnOrAfter: 'prescreen.eligibility.dateOnOrAfter',
  dateNotAfterDaysInFuture: 'prescreen.eligibility.dateNotAfterDaysInFuture',
});

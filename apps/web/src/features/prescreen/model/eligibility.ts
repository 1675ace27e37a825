import {
  type EligibilityAction,
  type EligibilityOption,
  type EligibilityQuestion,
  type EligibilityQuestionSet,
  isKnownEligibilityQuestionType,
} from '@hs/content';
import { addDays, formatUsDate, type IsoDate, parseUsDate } from '@/lib/dates/us-date';
import { ELIGIBILITY_MESSAGES } from './eligibility-messages';

/** Eligibility answers by question id, as typed (dates as mm/dd/yyyy). */
export type EligibilityAnswers = Record<string, string>;

export const hasUnknownQuestionType = (set: EligibilityQuestionSet): boolean =>
  set.questions.some((question) => !isKnownEligibilityQuestionType(question.type));

export function chosenOption(question: EligibilityQuestion, answer: string | undefined): EligibilityOption | undefined {
  if (!answer) return undefined;
  return question.options?.find((option) => option.value === answer);
}

const isTerminal = (action: EligibilityAction) =>
  action.type === 'failWithErrorMessage' || action.type === 'submitAction';

/**
 * The questions to show (§4): in order, leaving out those a chosen answer's skip rule names, and none
 * after an answer that settles the outcome.
 */
export function visibleEligibilityQuestions(
  questions: readonly EligibilityQuestion[],
  answers: EligibilityAnswers,
): EligibilityQuestion[] {
  const skipped = new Set<string>();
  const shown: EligibilityQuestion[] = [];
  for (const question of questions) {
    if (skipped.has(question.id)) continue;
    shown.push(question);
    const option = chosenOption(question, answers[question.id]);
    for (const id of option?.skip ?? []) skipped.add(id);
    if (option?.actions?.some(isTerminal)) break;
  }
  return shown;
}

/**
 * The questions on screen: the visible ones up to the first that is unanswered or not valid yet, so the
 * questions move forward one at a time and a skip rule takes effect before its questions appear.
 */
export function questionsToShow(
  questions: readonly EligibilityQuestion[],
  answers: EligibilityAnswers,
  today: IsoDate,
): EligibilityQuestion[] {
  const visible = visibleEligibilityQuestions(questions, answers);
  const open = visible.findIndex((question) => eligibilityAnswerError(question, answers[question.id], today));
  return open === -1 ? visible : visible.slice(0, open + 1);
}

function requiredMessage(question: EligibilityQuestion): string {
  if (question.messages?.required) return question.messages.required;
  if (question.type === 'date') return ELIGIBILITY_MESSAGES.required.replace('{label}', question.label);
  if (question.type === 'yesNo') return ELIGIBILITY_MESSAGES.yesNoRequired;
  return ELIGIBILITY_MESSAGES.selectionRequired;
}

function dateError(question: EligibilityQuestion, date: IsoDate, today: IsoDate): string | undefined {
  const messages = { ...ELIGIBILITY_MESSAGES, ...question.messages };
  for (const rule of question.validations) {
    if (rule.type === 'dateInPast' && date >= today) return messages.dateInPast;
    if (rule.type === 'dateWithinPastDays' && date < addDays(today, -rule.days)) {
      return messages.dateWithinPastDays.replace('{n}', String(rule.days));
    }
    if (rule.type === 'dateOnOrAfter' && date < rule.date) {
      return messages.dateOnOrAfter.replace('{date}', formatUsDate(rule.date));
    }
    if (rule.type === 'dateNotAfterDaysInFuture' && date > addDays(today, rule.days)) {
      return messages.dateNotAfterDaysInFuture.replace('{n}', String(rule.days));
    }
  }
  return undefined;
}

/** The message for the first check the answer fails, or undefined. */
export function eligibilityAnswerError(
  question: EligibilityQuestion,
  answer: string | undefined,
  today: IsoDate,
): string | undefined {
  const value = answer?.trim() ?? '';
  const required = question.validations.some((rule) => rule.type === 'required');
  if (value === '') return required ? requiredMessage(question) : undefined;
  if (question.type === 'date') {
    const date = parseUsDate(value);
    if (!date) return question.messages?.invalid ?? ELIGIBILITY_MESSAGES.invalid;
    return dateError(question, date, today);
  }
  return chosenOption(question, value) ? undefined : requiredMessage(question);
}

/** Errors of the questions on screen, by question id. */
export function eligibilityErrors(
  questions: readonly EligibilityQuestion[],
  answers: EligibilityAnswers,
  today: IsoDate,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const question of questionsToShow(questions, answers, today)) {
    const error = eligibilityAnswerError(question, answers[question.id], today);
    if (error) errors[question.id] = error;
  }
  return errors;
}

/** Warnings of the chosen answers (e.g. COVID-19 symptoms), shown while the answer is chosen. */
export function answerWarnings(option: EligibilityOption | undefined) {
  return (option?.actions ?? []).filter(
    (action): action is Extract<EligibilityAction, { type: 'warn' }> => action.type === 'warn',
  );
}

export type EligibilityResult =
  | { status: 'pending'; errors: Record<string, string> }
  | { status: 'ineligible'; message: string }
  | { status: 'eligible'; collected: Record<string, string> };

/**
 * Pending while a shown question is unanswered or invalid; then ineligible at the first answer that
 * fails (or a blocking warning), else eligible with the answers collected by their field names (§4).
 */
export function evaluateEligibility(
  set: EligibilityQuestionSet,
  answers: EligibilityAnswers,
  today: IsoDate,
): EligibilityResult {
  const errors = eligibilityErrors(set.questions, answers, today);
  if (Object.keys(errors).length > 0) return { status: 'pending', errors };
  const collected: Record<string, string> = {};
  for (const question of visibleEligibilityQuestions(set.questions, answers)) {
    const answer = answers[question.id]?.trim() ?? '';
    if (answer)
      collected[question.dataFieldToCollect] = question.type === 'date' ? (parseUsDate(answer) ?? answer) : answer;
    for (const action of chosenOption(question, answer)?.actions ?? []) {
      if (action.type === 'failWithErrorMessage') {
        return {
          status: 'ineligible',
          message: action.message ?? set.ineligibleMessage ?? ELIGIBILITY_MESSAGES.ineligible,
        };
      }
      if (action.type === 'warn' && action.blocking) return { status: 'ineligible', message: action.message };
      if (action.type === 'submitAction') return { status: 'eligible', collected };
    }
  }
  return { status: 'eligible', collected };
}

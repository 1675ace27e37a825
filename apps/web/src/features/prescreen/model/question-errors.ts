import type { LicensureState } from '@hs/contracts';
import { stateName } from '@/lib/clinics/state-names';
import type { IsoDate } from '@/lib/dates/us-date';
import { type Answers, type AnswerValue, chosenValues } from './answers';
import { appointmentDateError } from './appointment-date';
import { isValidMedicareId } from './medicare-id';
import { type OptionsLookup, visibleOptions } from './prescreen-steps';
import type { ResolvedQuestion } from './resolved-prescreen';
import { vaccineSelectionError } from './vaccine-options';

/** What checking an answer needs besides the question: earlier answers and the lists loaded for it. */
export interface QuestionContext {
  today: IsoDate;
  /** Answers of earlier steps (option conditions read them). */
  earlierAnswers: Answers;
  optionsOf: OptionsLookup;
  /** Licensure of the question's service; undefined while unknown or when it failed to load. */
  licensureStates?: readonly LicensureState[] | undefined;
  timeZones?: readonly TimeZoneOption[] | undefined;
}

/** A time zone the patient can choose (time-zone-values content). */
export interface TimeZoneOption {
  code: string;
  label: string;
}

const single = (value: AnswerValue | undefined): string => (typeof value === 'string' ? value.trim() : '');

/** The configured message for the first rule an answer breaks (§5 "Prescreen", "Dietitian"), or undefined. */
export function questionError(
  question: ResolvedQuestion,
  value: AnswerValue | undefined,
  context: QuestionContext,
): string | undefined {
  switch (question.type) {
    case 'choice': {
      const options = visibleOptions(question.options, context.earlierAnswers, context.optionsOf);
      const chosen = options.find((option) => option.value === single(value));
      if (!chosen) return question.requiredMessage;
      return chosen.rejectMessage;
    }
    case 'vaccineSelection':
      return vaccineSelectionError(chosenValues(value), question.options, question);
    case 'medicareId':
      return isValidMedicareId(single(value)) ? undefined : question.formatMessage;
    case 'licensureState': {
      const code = single(value);
      if (!code) return question.requiredMessage;
      // A state cannot be accepted until its licence is known; the field shows why.
      const state = context.licensureStates?.find((candidate) => candidate.code === code);
      if (!state) return question.loadErrorMessage;
      return state.hasLicense ? undefined : question.notLicensedMessage.replace('{state}', stateName(state.code));
    }
    case 'timeZone': {
      const code = single(value);
      const known = context.timeZones?.some((zone) => zone.code === code) ?? code !== '';
      return known ? undefined : question.requiredMessage;
    }
    case 'appointmentDate':
      return appointmentDateError(single(value), question, context.today);
  }
}

/** The answer a question starts with: an empty list for checkboxes, empty text otherwise. */
export const emptyAnswer = (question: ResolvedQuestion): AnswerValue =>
  question.type === 'vaccineSelection' ? [] : '';

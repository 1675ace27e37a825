import { covidEligibilityQuestions, type EligibilityQuestion, type EligibilityQuestionSet } from '@hs/content';
import { describe, expect, it } from 'vitest';
import {
  eligibilityAnswerError,
  evaluateEligibility,
  hasUnknownQuestionType,
  questionsToShow,
  visibleEligibilityQuestions,
} from './eligibility';

const TODAY = '2030-06-15';
const covid = covidEligibilityQuestions.data;
const ids = (questions: readonly EligibilityQuestion[]) => questions.map((question) => question.id);

/** Answers that pass every COVID-19 question for a patient who has had two doses. */
const eligible = {
  covidSymptoms: 'no',
  ageGroup: '12-to-64',
  hadReaction: 'no',
  dosesReceived: 'two-or-more',
  lastDoseBrand: 'moderna',
  lastDoseDate: '03/01/2030',
  recentVaccine: 'no',
};

const dateQuestion = (validations: EligibilityQuestion['validations']): EligibilityQuestion => ({
  id: 'when',
  type: 'date',
  label: 'Date of the last dose',
  dataFieldToCollect: 'when',
  validations,
});

describe('skip rules (§4)', () => {
  it('asks every question until an answer skips some', () => {
    expect(ids(visibleEligibilityQuestions(covid.questions, {}))).toEqual([
      'covidSymptoms',
      'ageGroup',
      'hadReaction',
      'dosesReceived',
      'lastDoseBrand',
      'lastDoseDate',
      'recentVaccine',
      'recentVaccineDate',
    ]);
  });

  it('leaves out the questions a chosen answer skips', () => {
    const shown = ids(visibleEligibilityQuestions(covid.questions, { dosesReceived: 'none', recentVaccine: 'no' }));
    expect(shown).not.toContain('lastDoseBrand');
    expect(shown).not.toContain('lastDoseDate');
    expect(shown).not.toContain('recentVaccineDate');
  });

  it('asks nothing after an answer that settles the outcome', () => {
    expect(ids(visibleEligibilityQuestions(covid.questions, { covidSymptoms: 'no', ageGroup: 'under-5' }))).toEqual([
      'covidSymptoms',
      'ageGroup',
    ]);
  });

  it('moves forward one question at a time, past valid answers only', () => {
    expect(ids(questionsToShow(covid.questions, {}, TODAY))).toEqual(['covidSymptoms']);
    expect(ids(questionsToShow(covid.questions, { covidSymptoms: 'yes' }, TODAY))).toEqual([
      'covidSymptoms',
      'ageGroup',
    ]);
    expect(ids(questionsToShow(covid.questions, eligible, TODAY))).toEqual([...Object.keys(eligible)]);
    const futureDose = { ...eligible, lastDoseDate: '07/01/2030' };
    expect(ids(questionsToShow(covid.questions, futureDose, TODAY)).at(-1)).toBe('lastDoseDate');
  });
});

describe('answer checks (§5)', () => {
  it.each([
    [[{ type: 'required' }], '', 'Date of the last dose is a required field.'],
    [[{ type: 'required' }], '13/01/2030', 'Date is invalid.'],
    [[{ type: 'dateInPast' }], '06/15/2030', 'Date must be in the past.'],
    [[{ type: 'dateWithinPastDays', days: 14 }], '05/31/2030', 'Date must be within the past 14 days.'],
    [[{ type: 'dateOnOrAfter', date: '2020-12-11' }], '12/10/2020', 'Date must be on or after 12/11/2020.'],
    [
      [{ type: 'dateNotAfterDaysInFuture', days: 30 }],
      '07/16/2030',
      'Date must be no more than 30 days in the future.',
    ],
  ] as const)('%j refuses %j with %j', (validations, answer, message) => {
    expect(eligibilityAnswerError(dateQuestion([...validations]), answer, TODAY)).toBe(message);
  });

  it.each([
    [[{ type: 'dateWithinPastDays', days: 14 }], '06/01/2030'],
    [[{ type: 'dateNotAfterDaysInFuture', days: 30 }], '07/15/2030'],
    [[], ''],
  ] as const)('%j accepts %j', (validations, answer) => {
    expect(eligibilityAnswerError(dateQuestion([...validations]), answer, TODAY)).toBeUndefined();
  });

  it('uses the Yes/No and selection messages for choices, and a question’s own message first', () => {
    const [symptoms, age] = covid.questions;
    expect(symptoms && eligibilityAnswerError(symptoms, '', TODAY)).toBe('This is a required field');
    expect(age && eligibilityAnswerError(age, 'not-an-option', TODAY)).toBe('A selection is required.');
    const lastDose = covid.questions.find((q) => q.id === 'lastDoseDate');
    expect(lastDose && eligibilityAnswerError(lastDose, '01/01/2020', TODAY)).toBe(
      'Date must be on or after 12/11/2020, when COVID-19 vaccines became available.',
    );
  });
});

describe('evaluating eligibility (§4, §8)', () => {
  it('is pending with the errors of the questions on screen', () => {
    expect(evaluateEligibility(covid, { covidSymptoms: 'no' }, TODAY)).toEqual({
      status: 'pending',
      errors: { ageGroup: 'A selection is required.' },
    });
  });

  it('is eligible with the answers collected under their field names, dates as YYYY-MM-DD', () => {
    const result = evaluateEligibility(covid, eligible, TODAY);
    expect(result).toEqual({
      status: 'eligible',
      collected: {
        haveCovid19Symptoms: 'no',
        ageGroup: '12-to-64',
        hadReaction: 'no',
        covidDosesReceived: 'two-or-more',
        lastCovidDoseBrand: 'moderna',
        lastCovidDoseDate: '2030-03-01',
        recentVaccines: 'no',
      },
    });
  });

  it('is ineligible with the answer’s own message', () => {
    const result = evaluateEligibility(covid, { covidSymptoms: 'no', ageGroup: 'under-5' }, TODAY);
    expect(result).toEqual({ status: 'ineligible', message: expect.stringMatching(/patients 5 and older/) });
  });

  it('falls back to the set’s message, then to the default', () => {
    const answers = { covidSymptoms: 'no', ageGroup: '65-or-older', hadReaction: 'yes' };
    expect(evaluateEligibility(covid, answers, TODAY)).toEqual({
      status: 'ineligible',
      message: covid.ineligibleMessage,
    });
    const { ineligibleMessage: _, ...withoutMessage } = covid;
    expect(evaluateEligibility(withoutMessage, answers, TODAY)).toEqual({
      status: 'ineligible',
      message: 'Based on your answers, you are ineligible to continue at this time',
    });
  });

  it('lets a symptom warning through unless it is configured to block', () => {
    expect(evaluateEligibility(covid, { ...eligible, covidSymptoms: 'yes' }, TODAY).status).toBe('eligible');
    const blocking: EligibilityQuestionSet = {
      ...covid,
      questions: covid.questions.map((q) =>
        q.id !== 'covidSymptoms'
          ? q
          : {
              ...q,
              options: q.options?.map((o) =>
                o.value === 'yes' ? { ...o, actions: [{ type: 'warn', message: 'Please wait.', blocking: true }] } : o,
              ),
            },
      ),
    };
    expect(evaluateEligibility(blocking, { ...eligible, covidSymptoms: 'yes' }, TODAY)).toEqual({
      status: 'ineligible',
      message: 'Please wait.',
    });
  });

  it('goes on to schedule at an answer with the schedule action', () => {
    const set: EligibilityQuestionSet = {
      questions: [
        {
          id: 'returning',
          type: 'yesNo',
          label: 'Have you had this vaccine with us before?',
          dataFieldToCollect: 'returning',
          validations: [{ type: 'required' }],
          options: [
            { value: 'yes', label: 'Yes', actions: [{ type: 'submitAction', submitAction: 'schedule' }] },
            { value: 'no', label: 'No' },
          ],
        },
        { ...dateQuestion([{ type: 'required' }]) },
      ],
    };
    expect(evaluateEligibility(set, { returning: 'yes' }, TODAY)).toEqual({
      status: 'eligible',
      collected: { returning: 'yes' },
    });
    expect(evaluateEligibility(set, { returning: 'no' }, TODAY).status).toBe('pending');
  });

  it('notices a question type it cannot show', () => {
    expect(hasUnknownQuestionType(covid)).toBe(false);
    expect(hasUnknownQuestionType({ questions: [{ ...dateQuestion([]), type: 'signature' }] })).toBe(true);
  });
});

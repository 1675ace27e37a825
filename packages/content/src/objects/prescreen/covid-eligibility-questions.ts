import { defineContent } from '../../registry.js';
import type { EligibilityQuestionSet } from '../../schemas/prescreen/eligibility-questions.js';
import { eligibilityQuestionSetAddress } from './eligibility-questions.js';

const yes = 'yes';

const no = 'no';

/** The COVID-19 questions asked after a COVID-19 vaccine is chosen (§2 vaccines, step 2). */
export const covidEligibilityQuestions = defineContent<EligibilityQuestionSet>(
  eligibilityQuestionSetAddress('covid-19'),
  () =>
    import('../../schemas/prescreen/eligibility-questions.js').then((module) => module.EligibilityQuestionSetSchema),
  {
    introduction:
      'These questions help us choose the right COVID-19 vaccine dose and make sure it is safe to give it at our clinic.',
    ineligibleMessage:
      'Based on your answers, we are unable to schedule a COVID-19 vaccine online. Please talk with your doctor about the right time and place for this vaccine.',
    questions: [
      {
        id: 'covidSymptoms',
        type: 'yesNo',
        label:
          'Does the patient have symptoms of COVID-19 right now, or have they tested positive in the last 10 days?',
        dataFieldToCollect: 'haveCovid19Symptoms',
        validations: [{ type: 'required' }],
        options: [
          {
            value: yes,
            label: 'Yes',
            actions: [
              {
                type: 'warn',
                blocking: false,
                message:
                  'Please choose a date after the patient has recovered and their isolation period has ended. If they feel unwell on the day, reschedule rather than coming to the clinic.',
              },
            ],
          },
          { value: no, label: 'No' },
        ],
      },
      {
        id: 'ageGroup',
        type: 'radio',
        label: 'How old is the patient?',
        dataFieldToCollect: 'ageGroup',
        validations: [{ type: 'required' }],
        options: [
          {
            value: 'under-5',
            label: 'Younger than 5',
            actions: [
              {
                type: 'failWithErrorMessage',
                message:
                  "Our clinics give COVID-19 vaccines to patients 5 and older. Please contact the child's pediatrician to arrange a vaccine.",
              },
            ],
          },
          { value: '5-to-11', label: '5 to 11' },
          { value: '12-to-64', label: '12 to 64' },
          { value: '65-or-older', label: '65 or older' },
        ],
      },
      {
        id: 'hadReaction',
        type: 'yesNo',
        label:
          'Has the patient ever had a severe allergic reaction, such as anaphylaxis, to a COVID-19 vaccine or any of its ingredients?',
        dataFieldToCollect: 'hadReaction',
        validations: [{ type: 'required' }],
        options: [
          { value: yes, label: 'Yes', actions: [{ type: 'failWithErrorMessage' }] },
          { value: no, label: 'No' },
        ],
      },
      {
        id: 'dosesReceived',
        type: 'criteriaDropdown',
        label: 'How many COVID-19 vaccine doses has the patient had?',
        placeholder: 'Choose One',
        dataFieldToCollect: 'covidDosesReceived',
        validations: [{ type: 'required' }],
        options: [
          { value: 'none', label: 'None', skip: ['lastDoseBrand', 'lastDoseDate'] },
          { value: 'one', label: '1 dose' },
          { value: 'two-or-more', label: '2 or more doses' },
        ],
      },
      {
        id: 'lastDoseBrand',
        type: 'dropdown',
        label: 'Which vaccine was the most recent dose?',
        placeholder: 'Choose One',
        dataFieldToCollect: 'lastCovidDoseBrand',
        validations: [{ type: 'required' }],
        options: [
          { value: 'pfizer-biontech', label: 'Pfizer-BioNTech' },
          { value: 'moderna', label: 'Moderna' },
          { value: 'novavax', label: 'Novavax' },
          { value: 'janssen', label: 'Johnson & Johnson (Janssen)' },
          { value: 'unknown', label: "I don't know" },
        ],
      },
      {
        id: 'lastDoseDate',
        type: 'date',
        label: 'Date of the most recent dose',
        hint: 'For example, 04/15/2024. An approximate date is fine.',
        dataFieldToCollect: 'lastCovidDoseDate',
        // COVID-19 vaccines were first given in the United States in December 2020.
        validations: [{ type: 'required' }, { type: 'dateInPast' }, { type: 'dateOnOrAfter', date: '2020-12-11' }],
        messages: { dateOnOrAfter: 'Date must be on or after {date}, when COVID-19 vaccines became available.' },
      },
      {
        id: 'recentVaccine',
        type: 'yesNo',
        label: 'Has the patient had any other vaccine in the last 14 days?',
        dataFieldToCollect: 'recentVaccines',
        validations: [{ type: 'required' }],
        options: [
          { value: yes, label: 'Yes' },
          { value: no, label: 'No', skip: ['recentVaccineDate'] },
        ],
      },
      {
        id: 'recentVaccineDate',
        type: 'date',
        label: 'Date of the other vaccine',
        dataFieldToCollect: 'recentVaccineDate',
        validations: [{ type: 'required' }, { type: 'dateInPast' }, { type: 'dateWithinPastDays', days: 14 }],
      },
    ],
  },
  ['es'],
);

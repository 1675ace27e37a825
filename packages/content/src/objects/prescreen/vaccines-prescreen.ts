import { definePrescreen } from './define-prescreen.js';

/** Everyday vaccines: choose vaccines, then COVID-19 questions only when a COVID-19 vaccine is chosen (§2). */
export const vaccinesPrescreen = definePrescreen('vaccines', {
  heading: 'Vaccines',
  introduction: 'Choose the vaccines for this visit. Most vaccines can be given together in one appointment.',
  hideStepCounter: false,
  defaultServiceIds: [],
  steps: [
    {
      id: 'vaccines',
      title: 'Choose vaccines',
      kind: 'questions',
      questions: [
        {
          type: 'vaccineSelection',
          id: 'vaccines',
          label: 'Which vaccines would you like?',
          hint: 'Choose up to 3. If a vaccine needs more than one dose, we will help you book the next dose too.',
          businessName: 'tlc',
          minMessage: 'Please choose at least one vaccine.',
          maxSelections: 3,
          maxMessage: 'You can choose up to {n} vaccines for one appointment.',
          // Each of these is a series with its own follow-up dose; one visit can only plan one follow-up.
          incompatibleCombinations: [
            ['COVID-19 Vaccine', 'Shingles Vaccine'],
            ['COVID-19 Vaccine', 'Hepatitis B Vaccine'],
            ['Shingles Vaccine', 'Hepatitis B Vaccine'],
          ],
          incompatibleMessage:
            'The vaccines you have selected cannot be scheduled together. Please go back and confirm your selections again.',
        },
      ],
    },
    {
      id: 'covid-eligibility',
      title: 'COVID-19 questions',
      kind: 'eligibility',
      showWhen: { question: 'vaccines', typeIn: ['covid'] },
      questionSet: 'covid-19',
      criteriaMapper: 'covid-19',
      appliesToOptionType: 'covid',
      lastDoseDateField: 'lastCovidDoseDate',
    },
  ],
});

import { PHYSICALS_AGE_THRESHOLD } from '@hs/domain';
import { definePrescreen } from './define-prescreen.js';

const YES_REQUIRED = 'This is a required field';

export const physicalsPrescreen = definePrescreen('physicals', {
  heading: 'Physicals',
  introduction: 'Two quick questions help us offer the right physical for the patient.',
  hideStepCounter: false,
  defaultServiceIds: [],
  steps: [
    {
      id: 'age',
      title: 'Patient age',
      kind: 'questions',
      questions: [
        {
          type: 'choice',
          control: 'yesNo',
          id: 'isTwentyOrOlder',
          label: `Is the patient ${PHYSICALS_AGE_THRESHOLD} years old or older?`,
          options: [
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ],
          requiredMessage: `Please tell us whether the patient is ${PHYSICALS_AGE_THRESHOLD} years old or older.`,
        },
      ],
    },
    {
      id: 'physical-type',
      title: 'Physical type',
      kind: 'questions',
      questions: [
        {
          type: 'choice',
          control: 'radio',
          id: 'physicalType',
          label: 'What type of physical does the patient need?',
          optionsFrom: 'physical-types',
          requiredMessage: 'Please choose a physical type.',
        },
      ],
    },
  ],
});

export const healthScreeningsPrescreen = definePrescreen('health_screenings', {
  heading: 'Health Screenings',
  hideStepCounter: true,
  defaultServiceIds: [],
  steps: [
    {
      id: 'reason',
      title: 'Screening type',
      kind: 'questions',
      questions: [
        {
          type: 'choice',
          control: 'radio',
          id: 'screeningReason',
          label: 'Which screening would you like?',
          optionsFrom: 'health-screening-reasons',
          requiredMessage: 'Please choose a health screening type.',
        },
      ],
    },
  ],
});

export const dotPhysicalsPrescreen = definePrescreen('dot_physicals', {
  heading: 'DOT Physicals',
  introduction: 'A Department of Transportation physical for commercial drivers, done by a certified medical examiner.',
  hideStepCounter: false,
  // The plain DOT physical, for employers who arrange drug testing elsewhere.
  defaultServiceIds: [401],
  steps: [
    {
      id: 'employer',
      title: 'Employer',
      kind: 'questions',
      questions: [
        {
          type: 'choice',
          control: 'dropdown',
          id: 'employer',
          label: 'Employer',
          hint: "Choose the company you drive for. If it isn't listed, choose 'My employer is not listed'.",
          placeholder: 'Choose One',
          optionsFrom: 'dot-employers',
          requiredMessage: 'Employer is a required field.',
        },
      ],
    },
    {
      id: 'drug-screening',
      title: 'Drug screening',
      kind: 'questions',
      showWhen: { question: 'employer', typeIn: ['drug-testing-program'] },
      questions: [
        {
          type: 'choice',
          control: 'yesNo',
          id: 'drugScreening',
          label: 'Do you also need a DOT drug screening?',
          hint: 'A urine drug test many DOT-regulated employers require. It adds about 15 minutes to the visit.',
          options: [
            { value: 'yes', label: 'Yes', serviceIds: [402] },
            { value: 'no', label: 'No', serviceIds: [401] },
          ],
          requiredMessage: YES_REQUIRED,
        },
      ],
    },
  ],
});

export const medicareCheckPrescreen = definePrescreen('medicare_check', {
  heading: 'Medicare Annual Wellness Visit',
  introduction:
    'A yearly visit to review your health, medicines and preventive care, and to update your personal prevention plan.',
  hideStepCounter: true,
  defaultServiceIds: [601],
  steps: [
    {
      id: 'questionnaire',
      title: 'Medicare questions',
      kind: 'questions',
      questions: [
        {
          type: 'choice',
          control: 'yesNo',
          id: 'medicarePartB',
          label: 'Is the patient enrolled in Medicare Part B?',
          storeAs: 'medicareRecipient',
          options: [
            { value: 'yes', label: 'Yes' },
            {
              value: 'no',
              label: 'No',
              notice: {
                type: 'warning',
                text: 'Medicare covers this visit for Part B members. Without Part B the visit may not be covered, and you may be billed for it.',
              },
            },
          ],
          requiredMessage: YES_REQUIRED,
        },
        {
          type: 'choice',
          control: 'yesNo',
          id: 'recentWellnessVisit',
          label:
            "Has the patient had a Medicare Annual Wellness Visit or a 'Welcome to Medicare' visit in the last 12 months?",
          options: [
            {
              value: 'yes',
              label: 'Yes',
              notice: {
                type: 'warning',
                text: 'Medicare covers one wellness visit every 12 months. If the last one was less than 12 months ago, you may be billed for this visit.',
              },
            },
            { value: 'no', label: 'No' },
          ],
          requiredMessage: YES_REQUIRED,
        },
        {
          type: 'medicareId',
          id: 'medicareBeneficiaryId',
          label: 'Medicare Beneficiary Identifier (optional)',
          hint: 'The 11 letters and numbers on the red, white and blue Medicare card, for example 1EG4-TE5-MK73.',
          storeAs: 'medicareBeneficiaryId',
          formatMessage: 'Your Medicare Beneficiary Identification Number must be in ####-###-#### format.',
        },
      ],
    },
  ],
});

export const travelVaccinesPrescreen = definePrescreen('travel_vaccines', {
  heading: 'Travel Vaccines',
  introduction: 'Book 4 to 6 weeks before you travel. Some vaccines need more than one dose or time to start working.',
  hideStepCounter: true,
  defaultServiceIds: [],
  steps: [
    {
      id: 'travel-vaccine',
      title: 'Travel vaccine',
      kind: 'questions',
      questions: [
        {
          type: 'choice',
          control: 'radio',
          id: 'travelVaccine',
          label: 'Which travel service do you need?',
          optionsFrom: 'travel-vaccines',
          requiredMessage: 'Please choose a travel vaccine or a travel consultation.',
        },
      ],
    },
  ],
});

import { definePrescreen } from './define-prescreen.js';

/** The dietitian (telenutrition) screen: state, time zone, date and Medicaid on one form (§2, §5 "Dietitian"). */
export const dietitianPrescreen = definePrescreen('dietitian', {
  heading: 'Telenutrition with a Registered Dietitian',
  introduction:
    'Meet with a registered dietitian by video from home. Tell us where you will be and when you would like to meet.',
  hideStepCounter: true,
  // The first visit with a dietitian; follow-up consultations are booked by the dietitian.
  defaultServiceIds: [801],
  steps: [
    {
      id: 'visit-details',
      title: 'Visit details',
      kind: 'questions',
      questions: [
        {
          type: 'licensureState',
          id: 'state',
          label: 'State you will be in during the visit',
          hint: 'Dietitians can only see patients in states where they are licensed.',
          serviceId: 801,
          placeholder: 'Choose One',
          requiredMessage: 'State is a required field.',
          notLicensedMessage:
            'Our dietitians are not licensed in {state} yet, so we cannot schedule a telenutrition visit there.',
          loadErrorMessage: "We're having trouble connecting at the moment. Please refresh the page to try again.",
          searchField: 'location',
          storeAs: 'licensureState',
        },
        {
          type: 'timeZone',
          id: 'timeZone',
          label: 'Your time zone',
          hint: 'Appointment times will be shown in this time zone.',
          placeholder: 'Choose One',
          requiredMessage: 'Time zone is a required field.',
          searchField: 'timeZone',
        },
        {
          type: 'appointmentDate',
          id: 'date',
          label: 'Preferred date',
          hint: 'Choose a date 3 to 90 days from today, as mm/dd/yyyy.',
          minDaysAhead: 3,
          maxDaysAhead: 90,
          prefillFromSearch: true,
          requiredMessage: 'Date is a required field.',
          invalidMessage: 'Date is invalid.',
          tooEarlyMessage: 'Date must be on or after {date}.',
          tooLateMessage: 'Date must be on or before {date}.',
          searchField: 'date',
        },
        {
          type: 'choice',
          control: 'yesNo',
          id: 'medicaid',
          label: 'Is the patient covered by Medicaid?',
          options: [
            {
              value: 'yes',
              label: 'Yes',
              rejectMessage:
                'Telenutrition visits with our dietitians are not available to Medicaid members at this time. Your Medicaid plan can tell you about nutrition services near you.',
            },
            { value: 'no', label: 'No' },
          ],
          requiredMessage: 'This is a required field',
          searchField: 'medicaid',
        },
      ],
    },
  ],
});

import { defineConsent, GENERAL_CONSENT } from './consent-kinds.js';

/** The Yes/No consents of the general consent sub-page, by form field (§3). */
export const GENERAL_CONSENT_FIELDS = ['nspConsent', 'hieConsent', 'ppaConsent'] as const;

export const generalConsent = defineConsent(
  GENERAL_CONSENT,
  'general-consent',
  {
    document: {
      title: 'General Consent',
      effectiveDate: '2025-01-01',
      sections: [
        {
          heading: 'No-show policy',
          paragraphs: [
            'Your appointment time is held for you alone. If you cannot come, cancel online with the link in your confirmation email or call us at least 2 hours before the visit. If you arrive more than 10 minutes late, we may ask you to book a new time.',
          ],
        },
        {
          heading: 'Health information exchange',
          paragraphs: [
            'A health information exchange (HIE) lets the doctors, hospitals and clinics that care for you share your health records securely, so each of them sees your allergies, medicines and test results. You may opt out at any time; opting out does not affect the care you receive.',
          ],
        },
        {
          heading: 'Patient portal',
          paragraphs: [
            'With the patient portal you can see your visit summary, test results and vaccine records online. We will send an invitation to the email address you gave us.',
          ],
        },
      ],
    },
    questions: [
      {
        field: 'nspConsent',
        legend: 'Do you agree to the no-show policy?',
        requiredMessage: 'Please tell us whether you agree to the no-show policy.',
      },
      {
        field: 'hieConsent',
        legend: 'May we share the patient’s records through the health information exchange?',
        requiredMessage: 'Please tell us whether we may share records through the health information exchange.',
      },
      {
        field: 'ppaConsent',
        legend: 'Would you like access to the patient portal?',
        hint: 'We will email an invitation after the visit.',
        requiredMessage: 'Please tell us whether you would like access to the patient portal.',
      },
    ],
  },
  ['es'],
);

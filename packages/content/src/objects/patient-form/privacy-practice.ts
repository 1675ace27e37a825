import { defineConsent, PRIVACY_PRACTICE } from './consent-kinds.js';

export const privacyPractice = defineConsent(
  PRIVACY_PRACTICE,
  'privacy-practice',
  {
    document: {
      title: 'Notice of Privacy Practices',
      effectiveDate: '2025-01-01',
      sections: [
        {
          paragraphs: [
            'This notice describes how medical information about you may be used and disclosed and how you can get access to this information. Please review it carefully.',
          ],
        },
        {
          heading: 'How we use your health information',
          paragraphs: [
            'We use and share your health information to treat you, to be paid for the care we provide, and to run our clinics, for example to review the quality of care. We may also share it when the law requires, such as with public health agencies or to prevent a serious threat to health or safety.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            'You may ask to see or get a copy of your health records, to correct them, to limit what we share, to be contacted in a particular way, and for a list of those with whom we have shared your information. You may get a paper copy of this notice at any clinic.',
          ],
        },
        {
          heading: 'Our responsibilities',
          paragraphs: [
            'We are required by law to keep your health information private and secure, to tell you promptly if a breach occurs, and to follow the practices described in this notice. We will not use or share your information other than as described here unless you tell us in writing that we can.',
          ],
        },
        {
          heading: 'Questions and complaints',
          paragraphs: [
            'If you believe your privacy rights have been violated, you may file a complaint with our privacy office or with the U.S. Department of Health and Human Services Office for Civil Rights. We will not retaliate against you for filing a complaint.',
          ],
        },
      ],
    },
    legend: 'Do you acknowledge that you have received the Notice of Privacy Practices?',
  },
  ['es'],
);

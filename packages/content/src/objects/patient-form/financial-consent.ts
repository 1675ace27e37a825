import { defineConsent, SIGNED_CONSENT } from './consent-kinds.js';

const clinicPayment = [
  'Payment is due at the time of service. If you have insurance, we will bill your plan on your behalf; you pay any copay, coinsurance or deductible your plan assigns to you. Services your plan does not cover are your responsibility at our posted self-pay prices.',
  'If your insurance information is incomplete or your plan denies the claim, we will bill you directly. Statements are payable within 30 days.',
];

const noShow =
  'Please cancel at least 2 hours before your appointment if you cannot come, so another patient can have the time. Repeated missed appointments may limit online booking.';

export const financialConsent = defineConsent(
  SIGNED_CONSENT,
  'financial-responsibility',
  {
    document: {
      title: 'Financial Responsibility Agreement',
      effectiveDate: '2025-01-01',
      sections: [
        {
          heading: 'Consent to treat',
          paragraphs: [
            'I consent to examination and treatment by the licensed nurse practitioners and physician assistants of The Local Clinic, including tests, vaccines and medicines they consider necessary. I understand I may ask questions and refuse any part of my care.',
          ],
        },
        { heading: 'Payment', paragraphs: clinicPayment },
        {
          heading: 'Assignment of benefits',
          paragraphs: [
            'I assign to The Local Clinic all insurance benefits otherwise payable to me for services provided, and I authorize the release of information needed to process my claims.',
          ],
        },
        { heading: 'Missed appointments', paragraphs: [noShow] },
      ],
    },
    attestation:
      'By typing the patient’s legal name below, I confirm I have read this agreement and agree to it for the patient, or as the person responsible for the patient.',
  },
  ['es'],
);

export const financialConsentTelehealth = defineConsent(
  SIGNED_CONSENT,
  'financial-responsibility-telehealth',
  {
    document: {
      title: 'Telehealth Consent and Financial Responsibility',
      effectiveDate: '2025-01-01',
      sections: [
        {
          heading: 'About telehealth',
          paragraphs: [
            'A telehealth visit uses secure two-way video to connect you with a licensed provider. The provider cannot examine you in person and may refer you to an in-person clinic, urgent care or emergency room if that is safer for you.',
            'You must be located in a state where the provider is licensed at the time of the visit. Please join from a private, well-lit place.',
          ],
        },
        {
          heading: 'Privacy',
          paragraphs: [
            'Visits are not recorded. The information shared during the visit is protected in the same way as an in-person visit, as described in our Notice of Privacy Practices.',
          ],
        },
        {
          heading: 'Payment',
          paragraphs: [
            'If you have insurance, we will bill your plan; you pay any copay, coinsurance or deductible. Without coverage, the visit is charged at our posted self-pay price. If we cannot complete the visit for technical reasons, you will not be charged.',
          ],
        },
        { heading: 'Missed appointments', paragraphs: [noShow] },
      ],
    },
    attestation:
      'By typing the patient’s legal name below, I consent to care by telehealth and accept financial responsibility for the visit.',
  },
  ['es'],
);

export const financialConsentEmployer = defineConsent(
  SIGNED_CONSENT,
  'financial-responsibility-employer',
  {
    document: {
      title: 'Financial Responsibility Agreement for Employer Services',
      effectiveDate: '2025-01-01',
      sections: [
        {
          heading: 'Consent to treat',
          paragraphs: [
            'I consent to the examination and tests required for the service I booked, performed by the licensed providers of The Local Clinic.',
          ],
        },
        {
          heading: 'Payment',
          paragraphs: [
            'If my employer has an account with The Local Clinic, the visit is billed to my employer. Otherwise payment is due at the time of service at our posted price, and I may ask my employer for reimbursement. These services are not billed to health insurance.',
          ],
        },
        {
          heading: 'Results',
          paragraphs: [
            'I authorize The Local Clinic to share the results of this examination with my employer and, where federal rules require it, with the Federal Motor Carrier Safety Administration.',
          ],
        },
        { heading: 'Missed appointments', paragraphs: [noShow] },
      ],
    },
    attestation:
      'By typing the patient’s legal name below, I confirm I have read this agreement and agree to it for the patient, or as the person responsible for the patient.',
  },
  ['es'],
);

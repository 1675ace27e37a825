import { defineConsent, SIGNED_CONSENT } from './consent-kinds.js';

/** Named by a category's vaccineConsent.ampAssetID in the scheduler configuration. */
export const vaccineConsent = defineConsent(
  SIGNED_CONSENT,
  'vaccine-consent',
  {
    document: {
      title: 'Consent for Vaccination',
      effectiveDate: '2025-01-01',
      sections: [
        {
          heading: 'Vaccine information',
          paragraphs: [
            'Before the vaccine is given, you will receive the current Vaccine Information Statement (VIS) for each vaccine. It explains the benefits and risks of the vaccine. Please read it and ask the provider any questions you have.',
          ],
        },
        {
          heading: 'Consent',
          paragraphs: [
            'I have read, or had explained to me, the information about the vaccines to be given. I understand the benefits and risks and ask that the vaccines be given to the patient named in this booking, for whom I am authorized to make this request.',
            'I understand that the provider will review the patient’s health answers and may decide not to give a vaccine if it is not safe for the patient today.',
          ],
        },
        {
          heading: 'After the vaccine',
          paragraphs: [
            'Please stay at the clinic for 15 minutes after the vaccine so we can watch for a reaction. Mild soreness, tiredness or a low fever for a day or two is common. Call 911 for trouble breathing, swelling of the face or throat, or a fast heartbeat.',
          ],
        },
        {
          heading: 'Records and reporting',
          paragraphs: [
            'I authorize The Local Clinic to report this vaccination to the state immunization registry and, on request, to the patient’s primary care provider, and to bill the patient’s insurance for the vaccine and its administration.',
          ],
        },
      ],
    },
    attestation: 'By typing the patient’s legal name below, I give consent for the vaccines listed in this booking.',
  },
  ['es'],
);

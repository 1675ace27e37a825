import { defineContent } from '../../registry.js';
import type { PatientDetailsTexts } from '../../schemas/patient-form/patient-details.js';

export const patientDetailsTexts = defineContent<PatientDetailsTexts>(
  { schema: 'patient-details-texts', version: '1.0.0', dir: 'patient-form', name: 'patient-details' },
  () => import('../../schemas/patient-form/patient-details.js').then((module) => module.PatientDetailsTextsSchema),
  {
    minimumAgeNotice:
      'Patients must be at least 12 months old to be seen at our clinics. In Tennessee, patients must be at least 18 months old.',
    textingConsentLabel: 'Send me appointment reminders and updates by text message',
    textingConsentHint: 'Up to 4 messages per appointment. Message and data rates may apply. Reply STOP to opt out.',
    providerInformationHint:
      'Optional. With your permission we send a visit summary to the patient’s primary care provider.',
    altIdHint: 'The number on the back of your store loyalty card or key tag.',
    motherMaidenNameHint: 'The state immunization registry uses this to find the patient’s vaccine records.',
  },
  ['es'],
);

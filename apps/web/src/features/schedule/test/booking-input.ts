import { checklists, dietaryRestrictions, medicalHistory, type PatientFormStep } from '@hs/content';
import type { BookingInput } from '@/features/schedule/model/booking-payload';
import { EMPTY_INSURANCE } from '@/features/schedule/model/insurance-schema';
import type { PatientFormData } from '@/features/schedule/model/patient-form-data';
import { EMPTY_SIGNED_CONSENT } from '@/features/schedule/model/signed-consent-schema';
import { VALID_PATIENT } from './patient-fixtures';
import { SICK_VISIT } from './scheduler-fixtures';

const NOW = new Date('2026-11-22T15:04:05.000Z');
/** A sick visit's sub-pages in order, as its form group gives them. */
export const SICK_PAGES: PatientFormStep[] = [
  'patientDetails',
  'appointmentNotes',
  'insurance',
  'financialConsent',
  'privacyPractice',
  'generalConsent',
];
export const SICK_DATA: PatientFormData = {
  patientDetails: { ...VALID_PATIENT, preferredLanguage: 'Choose One' },
  appointmentNotes: {
    reasons: ['Sore throat', 'Fever or flu-like symptoms'],
    note: '',
    comments: '  Since Tuesday.  ',
  },
  insurance: { ...EMPTY_INSURANCE, hasPrimaryInsurance: '0' },
  financialConsent: {
    ...EMPTY_SIGNED_CONSENT,
    patientLegalName: ' Maria Lopez-García ',
    relationshipWithPatient: 'Self',
  },
  privacyPractice: { privacyPractice: 'Yes' },
  generalConsent: { nspConsent: 'Yes', hieConsent: 'No', ppaConsent: 'Yes' },
};

/** A sick visit's booking input; tests override what they look at. */
export function input(overrides: Partial<BookingInput> = {}): BookingInput {
  return {
    scheduler: SICK_VISIT,
    pages: SICK_PAGES,
    data: SICK_DATA,
    addressPage: 'patientDetails',
    submitWithLicensureState: true,
    medicareRecipientAnswer: 'medicareRecipient',
    questions: [],
    medicalContent: {
      medicalHistory: medicalHistory.data,
      dietaryRestrictions: dietaryRestrictions.data,
      appointmentGoals: checklists.data.appointmentGoals,
      survey: checklists.data.survey,
    },
    language: 'en',
    now: NOW,
    ...overrides,
  };
}

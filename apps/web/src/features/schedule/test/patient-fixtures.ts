import type { PatientDetailsFields } from '@hs/content';
import type { PatientDetailsValues } from '@/features/schedule/model/patient-details-schema';
import { EMPTY_PATIENT_DETAILS } from '@/features/schedule/model/patient-details-schema';

/** A patient who passes every patient-details rule; tests break one field at a time. */
export const VALID_PATIENT: PatientDetailsValues = {
  ...EMPTY_PATIENT_DETAILS,
  firstName: 'Maria',
  lastName: 'Lopez-García',
  dobMonth: '4',
  dobDay: '9',
  dobYear: '1988',
  sexAssignedAtBirth: 'female',
  gender: 'female',
  race: 'White',
  ethnicity: 'Hispanic or Latino',
  weight: '142',
  preferredLanguage: 'Spanish',
  addressLineOne: '100 Main St',
  city: 'Cincinnati',
  state: 'OH',
  zipCode: '45202',
  county: 'Hamilton',
  phoneNumber: '(513) 555-0142',
  confirmPhone: '513-555-0142',
  isMobileNum: 'Yes',
  isMobileConsentChecked: true,
  emailAddress: 'maria@example.com',
  confirmEmail: 'Maria@Example.com',
  motherMaidenFirstName: 'Ana',
  motherMaidenLastName: 'García',
};

/** Every optional patient-details field asked for, as a group's form configuration can ask. */
export const ALL_PATIENT_DETAILS_FIELDS: PatientDetailsFields = {
  preferredName: true,
  sexAssignedAtBirth: true,
  gender: true,
  race: true,
  ethnicity: true,
  weight: true,
  preferredLanguage: true,
  altId: true,
  motherMaidenName: true,
  providerInformation: true,
};

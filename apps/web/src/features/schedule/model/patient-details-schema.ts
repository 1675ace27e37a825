import type { PatientDetailsFields } from '@hs/content';
import { PATIENT_LIMITS } from '@hs/domain';
import { type AddressValues, EMPTY_ADDRESS } from '@/lib/patient-fields/address';
import type { DateOfBirthParts } from '@/lib/patient-fields/date-of-birth';
import { type FormSchema, firstProblem, optional, problem } from '@/lib/patient-fields/field-rules';
import { PATIENT_MESSAGES as M } from '@/lib/patient-fields/patient-messages';
import { isPhoneNumber, samePhone } from '@/lib/patient-fields/phone-number';
import {
  addressProblems,
  dateOfBirthPartsProblem,
  emailRule,
  matches,
  maxLength,
  nameRule,
  phoneRule,
  required,
} from './patient-rules';
import {
  EMPTY_PROVIDER_INFORMATION,
  type ProviderInformationValues,
  providerInformationProblems,
} from './provider-information';

/** The patient details sub-page as typed (§3 "Patient form fields"). */
export interface PatientDetailsValues extends DateOfBirthParts, AddressValues, ProviderInformationValues {
  firstName: string;
  lastName: string;
  preferredName: string;
  sexAssignedAtBirth: string;
  gender: string;
  weight: string;
  race: string;
  ethnicity: string;
  preferredLanguage: string;
  altId: string;
  motherMaidenFirstName: string;
  motherMaidenLastName: string;
  phoneNumber: string;
  confirmPhone: string;
  /** 'Yes' or 'No'; empty until answered. */
  isMobileNum: string;
  isMobileConsentChecked: boolean;
  emailAddress: string;
  confirmEmail: string;
}

export const EMPTY_PATIENT_DETAILS: PatientDetailsValues = {
  firstName: '',
  lastName: '',
  preferredName: '',
  dobMonth: '',
  dobDay: '',
  dobYear: '',
  sexAssignedAtBirth: '',
  gender: '',
  weight: '',
  race: '',
  ethnicity: '',
  preferredLanguage: '',
  altId: '',
  motherMaidenFirstName: '',
  motherMaidenLastName: '',
  ...EMPTY_ADDRESS,
  phoneNumber: '',
  confirmPhone: '',
  isMobileNum: '',
  isMobileConsentChecked: false,
  emailAddress: '',
  confirmEmail: '',
  ...EMPTY_PROVIDER_INFORMATION,
};

export interface PatientDetailsRules {
  fields: PatientDetailsFields;
  /** Ask for the home address here (toggle showPatientAddressFields). */
  showAddress: boolean;
  /** The patient's calendar day, YYYY-MM-DD, for the age rule. */
  today: string;
  /** The state whose minimum age applies: the clinic's, or the licensure state for virtual care. */
  clinicState: string | null;
}

const WEIGHT = /^\d{1,3}$/;

/** Every §5 rule of the patient details sub-page, for the fields the group asks for. */
export function createPatientDetailsSchema({
  fields,
  showAddress,
  today,
  clinicState,
}: PatientDetailsRules): FormSchema<PatientDetailsValues> {
  return (v) => [
    ['firstName', nameRule(() => M.firstNameRequired)(v.firstName)],
    ['lastName', nameRule(() => M.lastNameRequired)(v.lastName)],
    ['preferredName', fields.preferredName ? optional(nameRule(() => M.required))(v.preferredName) : null],
    ['dobMonth', dateOfBirthPartsProblem(v, today, clinicState)],
    [
      'sexAssignedAtBirth',
      fields.sexAssignedAtBirth ? required(() => M.sexAssignedAtBirthRequired)(v.sexAssignedAtBirth) : null,
    ],
    ['gender', fields.gender ? required(() => M.genderRequired)(v.gender) : null],
    ['race', fields.race ? required(() => M.raceRequired)(v.race) : null],
    ['ethnicity', fields.ethnicity ? required(() => M.ethnicityRequired)(v.ethnicity) : null],
    [
      'weight',
      fields.weight
        ? firstProblem(
            required(() => M.weightInvalid),
            maxLength(PATIENT_LIMITS.weight, () => M.weightInvalid),
            matches(WEIGHT, () => M.weightInvalid),
          )(v.weight)
        : null,
    ],
    [
      'altId',
      fields.altId
        ? optional(
            maxLength(PATIENT_LIMITS.shoppersCardNumber),
            matches(/^\d+$/, () => M.altIdInvalid),
          )(v.altId)
        : null,
    ],
    [
      'motherMaidenFirstName',
      fields.motherMaidenName ? nameRule(() => M.motherFirstNameRequired)(v.motherMaidenFirstName) : null,
    ],
    [
      'motherMaidenLastName',
      fields.motherMaidenName ? nameRule(() => M.motherMaidenNameRequired)(v.motherMaidenLastName) : null,
    ],
    ...(showAddress ? addressProblems(v) : []),
    ['phoneNumber', phoneRule(v.phoneNumber)],
    [
      'confirmPhone',
      samePhone(v.phoneNumber, v.confirmPhone) || !isPhoneNumber(v.phoneNumber)
        ? null
        : problem('mismatch', M.phoneMismatch),
    ],
    ['isMobileNum', required(() => M.mobileRequired)(v.isMobileNum)],
    ['emailAddress', emailRule(v.emailAddress)],
    [
      'confirmEmail',
      emailRule(v.emailAddress) || v.emailAddress.trim().toLowerCase() === v.confirmEmail.trim().toLowerCase()
        ? null
        : problem('mismatch', M.emailMismatch),
    ],
    ...(fields.providerInformation ? providerInformationProblems(v) : []),
  ];
}

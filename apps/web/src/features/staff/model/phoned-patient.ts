import type { StaffBookingRequest } from '@hs/contracts/staff-booking';
import type { SPOKEN_LANGUAGES } from '@hs/domain';
import { type AddressValues, EMPTY_ADDRESS, toPayloadAddress } from '@/lib/patient-fields/address';
import { isoDateOfBirth } from '@/lib/patient-fields/date-of-birth';
import type { FormSchema } from '@/lib/patient-fields/field-rules';
import { patientFieldRules } from '@/lib/patient-fields/patient-field-rules';
import type { PatientMessages } from '@/lib/patient-fields/patient-messages';
import { toPayloadPhone } from '@/lib/patient-fields/phone-number';

/** What the front desk takes down on the phone: the patient form's details, without what the clinic asks in person. */
export interface PhonedPatientValues extends AddressValues {
  firstName: string;
  lastName: string;
  /** mm/dd/yyyy, as the console's date boxes are typed. */
  dateOfBirth: string;
  phoneNumber: string;
  /** 'Yes' or 'No'; empty until asked. */
  isMobileNum: string;
  /** 'Yes' once the patient agrees to texts; the box gives false when it is not ticked. */
  textsAllowed: string | false;
  emailAddress: string;
  preferredLanguage: string;
}

export const EMPTY_PHONED_PATIENT: PhonedPatientValues = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  phoneNumber: '',
  isMobileNum: '',
  textsAllowed: false,
  emailAddress: '',
  preferredLanguage: '',
  ...EMPTY_ADDRESS,
};

/** The mm/dd/yyyy text as the patient form's three parts, so the same date rules read it. */
function dateParts(text: string) {
  const [dobMonth = '', dobDay = '', dobYear = ''] = text.trim().split('/');
  return { dobMonth, dobDay, dobYear };
}

/**
 * The patient form's §5 rules for these fields, saying `M`'s messages (the console's are English); the date of
 * birth is checked against the clinic's state's minimum age on `today`, the clinic's calendar day.
 */
export function phonedPatientSchema(
  M: PatientMessages,
  today: string,
  clinicState: string | null,
): FormSchema<PhonedPatientValues> {
  const { addressProblems, dateOfBirthPartsProblem, emailRule, nameRule, phoneRule, required } = patientFieldRules(M);
  return (v) => [
    ['firstName', nameRule(M.firstNameRequired)(v.firstName)],
    ['lastName', nameRule(M.lastNameRequired)(v.lastName)],
    ['dateOfBirth', dateOfBirthPartsProblem(dateParts(v.dateOfBirth), today, clinicState)],
    ['phoneNumber', phoneRule(v.phoneNumber)],
    ['isMobileNum', required(M.mobileRequired)(v.isMobileNum)],
    ['emailAddress', emailRule(v.emailAddress)],
    ...addressProblems(v),
  ];
}

/** Texts only to a mobile, and only when the patient said yes (§3 smsConsent). */
export const textsWelcome = (values: PhonedPatientValues) =>
  values.isMobileNum === 'Yes' && values.textsAllowed === 'Yes';

/** The booking's patient and consent parts, from values the schema passed. */
export function toStaffPatient(values: PhonedPatientValues): Pick<StaffBookingRequest, 'basicInfo' | 'consentDetails'> {
  const language = values.preferredLanguage as (typeof SPOKEN_LANGUAGES)[number] | '';
  return {
    basicInfo: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      dateOfBirth: isoDateOfBirth(dateParts(values.dateOfBirth)) ?? '',
      phone: toPayloadPhone(values.phoneNumber) ?? values.phoneNumber.trim(),
      email: values.emailAddress.trim(),
      address: toPayloadAddress(values),
      ...(language ? { preferredLanguage: language } : {}),
    },
    consentDetails: { smsConsent: textsWelcome(values) ? 'Yes' : 'No' },
  };
}

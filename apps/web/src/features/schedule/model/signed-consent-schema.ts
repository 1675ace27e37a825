import { PATIENT_LIMITS } from '@hs/domain';
import { type AddressValues, EMPTY_ADDRESS } from '@/lib/patient-fields/address';
import { type FormSchema, firstProblem, problem } from '@/lib/patient-fields/field-rules';
import { PATIENT_MESSAGES as M } from '@/lib/patient-fields/patient-messages';
import { isPhoneNumber, samePhone } from '@/lib/patient-fields/phone-number';
import { addressProblems, nameRule, required } from './patient-rules';

/**
 * A consent signed by typing the patient's legal name: financialConsent, financialConsentForTelemedicine and
 * vaccineConsent (§3 "Consent and other form fields"). When the home address is not asked on the patient
 * details sub-page, it is asked here.
 */
export interface SignedConsentValues extends AddressValues {
  patientLegalName: string;
  relationshipWithPatient: string;
  responsiblePartyFirstName: string;
  responsiblePartyLastName: string;
  phoneNumber: string;
  confirmPhone: string;
}

export const EMPTY_SIGNED_CONSENT: SignedConsentValues = {
  patientLegalName: '',
  relationshipWithPatient: '',
  responsiblePartyFirstName: '',
  responsiblePartyLastName: '',
  phoneNumber: '',
  confirmPhone: '',
  ...EMPTY_ADDRESS,
};

const SELF = 'Self';

/** The responsible-party section applies for any chosen relationship but Self; the placeholder is no choice. */
export const needsResponsibleParty = (relationship: string) => relationship !== '' && relationship !== SELF;

export interface SignedConsentRules {
  /** financialConsentForTelemedicine.patientLegalNameMaxLength, 50 by default (§5). */
  legalNameMaxLength: number;
  showAddress: boolean;
}

const phoneRule = firstProblem(
  required(() => M.phoneInvalid),
  (value) => (isPhoneNumber(value) ? null : problem('pattern', M.phoneInvalid)),
);

export function createSignedConsentSchema({
  legalNameMaxLength,
  showAddress,
}: SignedConsentRules): FormSchema<SignedConsentValues> {
  return (v) => {
    const responsible = needsResponsibleParty(v.relationshipWithPatient);
    return [
      ['patientLegalName', nameRule(M.legalNameRequired, legalNameMaxLength)(v.patientLegalName)],
      ['relationshipWithPatient', required(() => M.selection)(v.relationshipWithPatient)],
      ...(showAddress ? addressProblems(v) : []),
      [
        'responsiblePartyFirstName',
        responsible ? nameRule(() => M.responsiblePartyFirstNameRequired)(v.responsiblePartyFirstName) : null,
      ],
      [
        'responsiblePartyLastName',
        responsible ? nameRule(() => M.responsiblePartyLastNameRequired)(v.responsiblePartyLastName) : null,
      ],
      ['phoneNumber', responsible ? phoneRule(v.phoneNumber) : null],
      [
        'confirmPhone',
        responsible && isPhoneNumber(v.phoneNumber) && !samePhone(v.phoneNumber, v.confirmPhone)
          ? problem('mismatch', M.phoneMismatch)
          : null,
      ],
    ];
  };
}

export const DEFAULT_LEGAL_NAME_MAX_LENGTH = PATIENT_LIMITS.patientLegalName;

import type { InsuranceGroupSettings } from '@hs/content';
import { IDENTIFIER_PATTERN, MEDICARE_ID_PATTERN, PATIENT_LIMITS } from '@hs/domain';
import { type AddressValues, EMPTY_ADDRESS } from '@/lib/patient-fields/address';
import { type FormSchema, firstProblem, type Message, optional, type Problems } from '@/lib/patient-fields/field-rules';
import { PATIENT_MESSAGES as M } from '@/lib/patient-fields/patient-messages';
import { addressProblems, clean, matches, maxLength, nameRule, required } from './patient-rules';

/** hasPrimaryInsurance is '1' for yes (§3). */
export const HAS_INSURANCE = { yes: '1', no: '0' } as const;

/** One policy, primary or secondary (§3 "Insurance fields", per type). */
export interface PolicyValues {
  insuranceCarrier: string;
  memberId: string;
  groupNumber: string;
  /** 'Patient' or 'Policy Holder' (someone else holds the policy). */
  relation: string;
  policyHolderFirstName: string;
  policyHolderLastName: string;
  policyHolderSex: string;
  personCode: string;
  sendInvoiceTo: string;
  claimsAddress: Omit<AddressValues, 'county'>;
}

export interface InsuranceValues {
  hasPrimaryInsurance: string;
  hasMedicare: string;
  medicareBeneficiaryId: string;
  hasMedicaid: string;
  hasReferral: string;
  stateIssuedId: string;
  primary: PolicyValues;
  hasSecondaryInsurance: boolean;
  secondary: PolicyValues;
}

const { county: _county, ...EMPTY_CLAIMS_ADDRESS } = EMPTY_ADDRESS;

export const EMPTY_POLICY: PolicyValues = {
  insuranceCarrier: '',
  memberId: '',
  groupNumber: '',
  relation: '',
  policyHolderFirstName: '',
  policyHolderLastName: '',
  policyHolderSex: '',
  personCode: '',
  sendInvoiceTo: '',
  claimsAddress: EMPTY_CLAIMS_ADDRESS,
};

export const EMPTY_INSURANCE: InsuranceValues = {
  hasPrimaryInsurance: '',
  hasMedicare: '',
  medicareBeneficiaryId: '',
  hasMedicaid: '',
  hasReferral: '',
  stateIssuedId: '',
  primary: EMPTY_POLICY,
  hasSecondaryInsurance: false,
  secondary: EMPTY_POLICY,
};

/** Someone other than the patient holds the policy: their name and sex are asked for. */
export const OTHER_POLICY_HOLDER = 'Policy Holder';

export const identifierRule = (max: number, message: Message = () => M.maxLength(max)) =>
  optional(maxLength(max, message), matches(IDENTIFIER_PATTERN));
export const memberIdRule = firstProblem(
  required(() => M.requiredField),
  maxLength(PATIENT_LIMITS.memberId, () => M.memberIdTooLong()),
  matches(IDENTIFIER_PATTERN),
);
export const carrierRule = firstProblem(
  required(() => M.requiredField),
  maxLength(PATIENT_LIMITS.insuranceCarrier),
  clean,
);
export const stateIssuedIdRule = identifierRule(PATIENT_LIMITS.stateIssuedId);

function policyProblems(p: PolicyValues, prefix: string, askClaimsAddress: boolean): Problems {
  const otherHolder = p.relation === OTHER_POLICY_HOLDER;
  const invoice = askClaimsAddress && p.sendInvoiceTo.trim() !== '';
  return [
    [`${prefix}insuranceCarrier`, carrierRule(p.insuranceCarrier)],
    [`${prefix}memberId`, memberIdRule(p.memberId)],
    [`${prefix}groupNumber`, identifierRule(PATIENT_LIMITS.groupNumber)(p.groupNumber)],
    [`${prefix}relation`, required(() => M.requiredField)(p.relation)],
    [
      `${prefix}policyHolderFirstName`,
      otherHolder ? nameRule(() => M.responsiblePartyFirstNameRequired)(p.policyHolderFirstName) : null,
    ],
    [
      `${prefix}policyHolderLastName`,
      otherHolder ? nameRule(() => M.responsiblePartyLastNameRequired)(p.policyHolderLastName) : null,
    ],
    [`${prefix}policyHolderSex`, otherHolder ? required(() => M.sexAssignedAtBirthRequired)(p.policyHolderSex) : null],
    [`${prefix}personCode`, identifierRule(PATIENT_LIMITS.personCode)(p.personCode)],
    [
      `${prefix}sendInvoiceTo`,
      askClaimsAddress ? optional(maxLength(PATIENT_LIMITS.providerName), clean)(p.sendInvoiceTo) : null,
    ],
    ...(invoice
      ? addressProblems({ ...p.claimsAddress, county: 'n/a' }, `${prefix}claimsAddress.`).filter(
          ([path]) => !path.endsWith('county'),
        )
      : []),
  ];
}

export interface InsuranceRules {
  settings: InsuranceGroupSettings;
  /** A medicare-recipient prescreen answer: insurance and Medicare are Yes and not asked (§3). */
  medicareForced: boolean;
}

/** §5 insurance rules: the policy fields apply only once 'yes' is chosen, the secondary only once added. */
export function createInsuranceSchema({ settings, medicareForced }: InsuranceRules): FormSchema<InsuranceValues> {
  return (v) => {
    const insured = medicareForced || v.hasPrimaryInsurance === HAS_INSURANCE.yes;
    const medicare = medicareForced || v.hasMedicare === 'Yes';
    return [
      ['hasPrimaryInsurance', medicareForced ? null : required(() => M.requiredField)(v.hasPrimaryInsurance)],
      [
        'hasMedicare',
        insured && settings.askMedicare && !medicareForced ? required(() => M.requiredField)(v.hasMedicare) : null,
      ],
      [
        'medicareBeneficiaryId',
        insured && medicare && settings.askMedicare
          ? optional(matches(MEDICARE_ID_PATTERN, () => M.medicareIdFormat))(v.medicareBeneficiaryId.toUpperCase())
          : null,
      ],
      ['hasMedicaid', insured && settings.askMedicaid ? required(() => M.requiredField)(v.hasMedicaid) : null],
      ['hasReferral', insured && settings.askReferral ? required(() => M.requiredField)(v.hasReferral) : null],
      ['stateIssuedId', settings.askStateIssuedId ? stateIssuedIdRule(v.stateIssuedId) : null],
      ...(insured ? policyProblems(v.primary, 'primary.', settings.askClaimsAddress) : []),
      ...(insured && settings.allowSecondaryInsurance && v.hasSecondaryInsurance
        ? policyProblems(v.secondary, 'secondary.', settings.askClaimsAddress)
        : []),
    ];
  };
}

/** Medicare IDs are typed without dashes as often as with; shown and sent as 4-3-4 (§5). */
export function formatMedicareId(text: string): string {
  const raw = text.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (raw.length !== 11) return text.toUpperCase().trim();
  return `${raw.slice(0, 4)}-${raw.slice(4, 7)}-${raw.slice(7)}`;
}

import { PATIENT_LIMITS } from '@hs/domain';
import type { FormSchema } from '@/lib/patient-fields/field-rules';
import { PATIENT_MESSAGES as M } from '@/lib/patient-fields/patient-messages';
import { carrierRule, HAS_INSURANCE, identifierRule, memberIdRule, stateIssuedIdRule } from './insurance-schema';
import { required } from './patient-rules';

/** The simple insurance variant (§3): carrier, cardholder id, group number and a state-issued id. */
export interface SimpleInsuranceValues {
  hasPrimaryInsurance: string;
  insuranceCarrier: string;
  cardholderIdNumber: string;
  groupNumber: string;
  stateIssuedId: string;
}

export const EMPTY_SIMPLE_INSURANCE: SimpleInsuranceValues = {
  hasPrimaryInsurance: '',
  insuranceCarrier: '',
  cardholderIdNumber: '',
  groupNumber: '',
  stateIssuedId: '',
};

export function createSimpleInsuranceSchema({
  askStateIssuedId,
  medicareForced,
}: {
  askStateIssuedId: boolean;
  medicareForced: boolean;
}): FormSchema<SimpleInsuranceValues> {
  return (v) => {
    const insured = medicareForced || v.hasPrimaryInsurance === HAS_INSURANCE.yes;
    return [
      ['hasPrimaryInsurance', medicareForced ? null : required(() => M.requiredField)(v.hasPrimaryInsurance)],
      ['insuranceCarrier', insured ? carrierRule(v.insuranceCarrier) : null],
      ['cardholderIdNumber', insured ? memberIdRule(v.cardholderIdNumber) : null],
      ['groupNumber', insured ? identifierRule(PATIENT_LIMITS.groupNumber)(v.groupNumber) : null],
      ['stateIssuedId', askStateIssuedId ? stateIssuedIdRule(v.stateIssuedId) : null],
    ];
  };
}

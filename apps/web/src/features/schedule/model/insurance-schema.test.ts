import { insuranceStepConfig } from '@hs/content';
import { describe, expect, it } from 'vitest';
import { messagesOf } from '@/features/schedule/test/schema-messages';
import {
  createInsuranceSchema,
  EMPTY_INSURANCE,
  EMPTY_POLICY,
  formatMedicareId,
  type InsuranceValues,
  type PolicyValues,
} from './insurance-schema';
import { createSimpleInsuranceSchema, EMPTY_SIMPLE_INSURANCE } from './simple-insurance-schema';

const EVERYTHING = {
  askMedicare: true,
  askMedicaid: true,
  askReferral: true,
  allowSecondaryInsurance: true,
  askClaimsAddress: true,
  askStateIssuedId: true,
};
const POLICY: PolicyValues = {
  ...EMPTY_POLICY,
  insuranceCarrier: 'Aetna',
  memberId: 'W123456789',
  relation: 'Patient',
};
const INSURED: InsuranceValues = {
  ...EMPTY_INSURANCE,
  hasPrimaryInsurance: '1',
  hasMedicare: 'No',
  hasMedicaid: 'No',
  hasReferral: 'No',
  primary: POLICY,
};
const schema = createInsuranceSchema({ settings: EVERYTHING, medicareForced: false });
const check = (values: InsuranceValues) => messagesOf(schema, values);

describe('insurance rules (§5)', () => {
  it('requires the insurance question', () => {
    expect(check(EMPTY_INSURANCE)).toEqual({ hasPrimaryInsurance: 'This is a required field.' });
  });

  it('asks nothing more when there is no insurance', () => {
    expect(check({ ...EMPTY_INSURANCE, hasPrimaryInsurance: '0' })).toEqual({});
  });

  it('requires the policy once the answer is yes', () => {
    expect(check({ ...EMPTY_INSURANCE, hasPrimaryInsurance: '1' })).toEqual({
      hasMedicare: 'This is a required field.',
      hasMedicaid: 'This is a required field.',
      hasReferral: 'This is a required field.',
      'primary.insuranceCarrier': 'This is a required field.',
      'primary.memberId': 'This is a required field.',
      'primary.relation': 'This is a required field.',
    });
    expect(check(INSURED)).toEqual({});
  });

  it('limits the member ID to 20 and the group number to 30 characters', () => {
    expect(
      check({ ...INSURED, primary: { ...POLICY, memberId: 'M'.repeat(21), groupNumber: 'G'.repeat(31) } }),
    ).toEqual({
      'primary.memberId': 'Member ID must be 20 characters or less.',
      'primary.groupNumber': 'Input must be 30 characters or less.',
    });
    expect(
      check({ ...INSURED, primary: { ...POLICY, memberId: 'M'.repeat(20), groupNumber: 'G'.repeat(30) } }),
    ).toEqual({});
  });

  it('asks for another policy holder’s name and sex', () => {
    expect(check({ ...INSURED, primary: { ...POLICY, relation: 'Policy Holder' } })).toEqual({
      'primary.policyHolderFirstName': 'First name is a required field.',
      'primary.policyHolderLastName': 'Last name is a required field.',
      'primary.policyHolderSex': 'Sex assigned at birth is a required field.',
    });
  });

  it('checks an added secondary policy, and forgets it once removed', () => {
    const withSecondary = { ...INSURED, hasSecondaryInsurance: true, secondary: EMPTY_POLICY };
    expect(check(withSecondary)).toEqual({
      'secondary.insuranceCarrier': 'This is a required field.',
      'secondary.memberId': 'This is a required field.',
      'secondary.relation': 'This is a required field.',
    });
    expect(check({ ...withSecondary, hasSecondaryInsurance: false })).toEqual({});
  });

  it('checks the Medicare Beneficiary ID format when given', () => {
    const medicare = { ...INSURED, hasMedicare: 'Yes' };
    expect(check({ ...medicare, medicareBeneficiaryId: '1EG4TE5MK7' })).toEqual({
      medicareBeneficiaryId: 'Your Medicare Beneficiary Identification Number must be in ####-###-#### format.',
    });
    expect(check({ ...medicare, medicareBeneficiaryId: '1EG4-TE5-MK73' })).toEqual({});
    expect(check(medicare)).toEqual({});
  });

  it('wants a full claims address when the bill goes to someone else', () => {
    expect(check({ ...INSURED, primary: { ...POLICY, sendInvoiceTo: 'Acme Freight' } })).toEqual({
      'primary.claimsAddress.addressLineOne': 'Street address is a required field.',
      'primary.claimsAddress.city': 'City is a required field.',
      'primary.claimsAddress.state': 'State is a required field.',
      'primary.claimsAddress.zipCode': 'Please enter a valid zip code.',
    });
  });

  it('limits the state-issued ID', () => {
    expect(check({ ...INSURED, stateIssuedId: 'S'.repeat(21) })).toEqual({
      stateIssuedId: 'Input must be 20 characters or less.',
    });
  });

  it('does not ask what a Medicare recipient already answered', () => {
    const forced = createInsuranceSchema({ settings: EVERYTHING, medicareForced: true });
    expect(messagesOf(forced, { ...EMPTY_INSURANCE, hasMedicaid: 'No', hasReferral: 'No', primary: POLICY })).toEqual(
      {},
    );
    expect(messagesOf(forced, { ...EMPTY_INSURANCE, hasMedicaid: 'No', hasReferral: 'No' })).toMatchObject({
      'primary.memberId': 'This is a required field.',
    });
  });

  it('follows the group settings', () => {
    const settings = insuranceStepConfig.data.groups['travel-vaccine']!;
    const travel = createInsuranceSchema({ settings, medicareForced: false });
    expect(messagesOf(travel, { ...EMPTY_INSURANCE, hasPrimaryInsurance: '1', primary: POLICY })).toEqual({});
  });
});

describe('simple insurance rules (§3 simple variant)', () => {
  const simple = createSimpleInsuranceSchema({ askStateIssuedId: true, medicareForced: false });

  it('requires the question, then carrier and cardholder ID', () => {
    expect(messagesOf(simple, EMPTY_SIMPLE_INSURANCE)).toEqual({ hasPrimaryInsurance: 'This is a required field.' });
    expect(messagesOf(simple, { ...EMPTY_SIMPLE_INSURANCE, hasPrimaryInsurance: '1' })).toEqual({
      insuranceCarrier: 'This is a required field.',
      cardholderIdNumber: 'This is a required field.',
    });
  });

  it('limits the cardholder ID to 20 and the group number to 30 characters', () => {
    expect(
      messagesOf(simple, {
        ...EMPTY_SIMPLE_INSURANCE,
        hasPrimaryInsurance: '1',
        insuranceCarrier: 'Humana',
        cardholderIdNumber: 'C'.repeat(21),
        groupNumber: 'G'.repeat(31),
      }),
    ).toEqual({
      cardholderIdNumber: 'Member ID must be 20 characters or less.',
      groupNumber: 'Input must be 30 characters or less.',
    });
  });
});

describe('formatMedicareId', () => {
  it('shows eleven characters as 4-3-4 in upper case', () => {
    expect(formatMedicareId('1eg4te5mk73')).toBe('1EG4-TE5-MK73');
    expect(formatMedicareId('1EG4-TE5-MK73')).toBe('1EG4-TE5-MK73');
    expect(formatMedicareId('1eg4')).toBe('1EG4');
  });
});

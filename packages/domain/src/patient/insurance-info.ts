import { z } from 'zod';
import { AddressSchema, phoneField } from './basic-info.js';
import { FIELD_MESSAGES, nameField, patternField, textField, yesNoField } from './fields.js';
import { IDENTIFIER_PATTERN, MEDICARE_ID_PATTERN, PATIENT_LIMITS } from './limits.js';
import { INSURANCE_PROGRAM_TYPES, POLICY_HOLDER_RELATIONS, SEX_ASSIGNED_AT_BIRTH } from './options.js';

const identifier = (max: number) => patternField(max, IDENTIFIER_PATTERN, FIELD_MESSAGES.maxLength(max));

/** One insurance policy (primary or secondary), §3 Insurance. */
const InsurancePolicySchema = z.object({
  companyName: textField(PATIENT_LIMITS.insuranceCarrier, 1),
  relation: z.enum(POLICY_HOLDER_RELATIONS, { error: 'This is a required field.' }),
  memberId: patternField(PATIENT_LIMITS.memberId, IDENTIFIER_PATTERN, 'Member ID must be 20 characters or less.'),
  groupNumber: identifier(PATIENT_LIMITS.groupNumber).optional(),
  firstName: nameField().optional(),
  lastName: nameField().optional(),
  sex: z.enum(SEX_ASSIGNED_AT_BIRTH).optional(),
  personCode: identifier(PATIENT_LIMITS.personCode).optional(),
  medicalClaim: z
    .object({
      invoiceRecipient: textField(PATIENT_LIMITS.providerName, 1),
      address: AddressSchema.partial({ county: true }),
    })
    .optional(),
});

/** The primary healthcare provider: a name and, all or nothing, a full address (§5). */
const HealthcareProviderSchema = z.object({
  name: textField(PATIENT_LIMITS.providerName, 1),
  phone: phoneField.optional(),
  fax: phoneField.optional(),
  address: AddressSchema.partial({ county: true }).optional(),
});

export const InsuranceInfoSchema = z
  .object({
    hasInsurance: yesNoField,
    hasSecondaryInsurance: yesNoField.optional(),
    hasMedicare: yesNoField.optional(),
    hasMedicaid: yesNoField.optional(),
    physiciansReferral: yesNoField.optional(),
    insuranceProgramTypes: z.array(z.enum(INSURANCE_PROGRAM_TYPES)).max(INSURANCE_PROGRAM_TYPES.length).optional(),
    medicareBeneficiaryId: patternField(
      PATIENT_LIMITS.medicareId,
      MEDICARE_ID_PATTERN,
      'Your Medicare Beneficiary Identification Number must be in ####-###-#### format.',
    ).optional(),
    healthCareProviders: z.object({ primary: HealthcareProviderSchema.optional() }).optional(),
    primaryInsurance: InsurancePolicySchema.optional(),
    secondaryInsurance: InsurancePolicySchema.optional(),
  })
  .superRefine((info, ctx) => {
    // The policy is what the clinic bills; saying yes without one would book an unbillable visit.
    if (info.hasInsurance === 'Yes' && !info.primaryInsurance) {
      ctx.addIssue({ code: 'custom', path: ['primaryInsurance'], message: 'This is a required field.' });
    }
    if (info.hasSecondaryInsurance === 'Yes' && !info.secondaryInsurance) {
      ctx.addIssue({ code: 'custom', path: ['secondaryInsurance'], message: 'This is a required field.' });
    }
  });
export type InsuranceInfo = z.infer<typeof InsuranceInfoSchema>;

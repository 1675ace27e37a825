import { z } from 'zod';
import { defineContent } from '../../registry.js';
import { ContentIdSchema, DisplayTextSchema } from '../../vocabulary.js';

/** What the insurance sub-page asks for in one form group (§3 "Insurance fields"). */
export const InsuranceGroupSettingsSchema = z.object({
  /** Ask whether the patient has Medicare, and for the Medicare Beneficiary ID when they do. */
  askMedicare: z.boolean(),
  askMedicaid: z.boolean(),
  /** Ask whether a physician referred the patient (some plans pay only with a referral). */
  askReferral: z.boolean(),
  /** Offer 'Add secondary insurance'. */
  allowSecondaryInsurance: z.boolean(),
  /** Ask who should receive the bill for the claim and where to send it. */
  askClaimsAddress: z.boolean(),
  /** Ask for a state ID or social security number (some state programs need one to bill). */
  askStateIssuedId: z.boolean(),
});
export type InsuranceGroupSettings = z.infer<typeof InsuranceGroupSettingsSchema>;

export const InsuranceStepConfigSchema = z.object({
  /**
   * The prescreen answer that says the patient receives Medicare; a yes answer forces 'has insurance' and
   * 'has Medicare' to Yes (§3). Named as the prescreen stores it.
   */
  medicareRecipientAnswer: ContentIdSchema,
  /** Shown beside the forced answers, so the patient knows why they cannot change them. */
  medicareRecipientNotice: DisplayTextSchema,
  groups: z.record(ContentIdSchema, InsuranceGroupSettingsSchema),
  /** Groups without their own entry use these. */
  defaults: InsuranceGroupSettingsSchema,
});
export type InsuranceStepConfig = z.infer<typeof InsuranceStepConfigSchema>;

const clinic: InsuranceGroupSettings = {
  askMedicare: true,
  askMedicaid: true,
  askReferral: false,
  allowSecondaryInsurance: true,
  askClaimsAddress: false,
  askStateIssuedId: false,
};

export const insuranceStepConfig = defineContent(
  { schema: 'insurance-step-config', version: '1.0.0', dir: 'patient-form', name: 'insurance' },
  InsuranceStepConfigSchema,
  {
    medicareRecipientAnswer: 'medicareRecipient',
    medicareRecipientNotice:
      'You told us the patient receives Medicare, so we will bill this visit to Medicare. Add any other coverage below.',
    defaults: clinic,
    groups: {
      'in-person-visit': clinic,
      vaccine: { ...clinic, askStateIssuedId: true },
      'travel-vaccine': { ...clinic, askMedicare: false, askMedicaid: false },
      physical: { ...clinic, askReferral: true },
      // Employers that pay for DOT physicals want the bill sent to them.
      'dot-physical': { ...clinic, askMedicare: false, askMedicaid: false, askClaimsAddress: true },
      'health-screening': clinic,
      'medicare-wellness': { ...clinic, askReferral: true },
      'virtual-visit': { ...clinic, allowSecondaryInsurance: false, askMedicaid: false },
      telenutrition: { ...clinic, allowSecondaryInsurance: false, askStateIssuedId: true },
    },
  },
);

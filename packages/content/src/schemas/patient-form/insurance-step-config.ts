import { z } from 'zod';
import { ContentIdSchema, DisplayTextSchema } from '../vocabulary.js';

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

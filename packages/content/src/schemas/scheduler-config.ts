import { z } from 'zod';
import {
  AlertTypeSchema,
  BusinessNameSchema,
  ContentIdSchema,
  DisplayTextSchema,
  PatientFormStepSchema,
  PrescreenIdSchema,
  RedirectActionSchema,
  SchedulerFlowSchema,
} from './vocabulary.js';

/** A message shown under the Appointment Type field of the search form (SAF) for one category. */
export const InlineSafMessageSchema = z.object({ type: AlertTypeSchema, text: DisplayTextSchema });

/** How one service category is searched and booked (§3 "Scheduler configuration", per category). */
export const CategoryConfigSchema = z
  .object({
    /** The catalog's groupName, trimmed: the key that links services to this configuration. */
    category: DisplayTextSchema,
    /** What the pages call the category where it differs from its key, as a translation does. */
    label: DisplayTextSchema.optional(),
    schedulerFlow: SchedulerFlowSchema,
    /** Offer the travel-vaccine promotion modal on submit (the flow must allow it too). */
    showPromotionModal: z.boolean(),
    /** Where submitting the search form goes: results, the external pharmacy page, or prescreen start. */
    redirectAction: RedirectActionSchema,
    /** Ask for the patient's state before searching; the id names a state-selection-modal object. */
    stateSelectionModal: z.object({ ampCollectionId: ContentIdSchema }).optional(),
    inlineSAFMessage: InlineSafMessageSchema.optional(),
    /** Leave the category out of the search form's Appointment Type list. */
    hideSAF: z.boolean(),
    /** Stop new bookings for the category; the search form and results refuse it. */
    isDisabled: z.boolean(),
    /** Names the group of patient-form steps (in the form configuration) this category uses. */
    formConfigGroup: ContentIdSchema,
    /** Steps of the group to leave out for this category. */
    shouldSkipStep: z.array(PatientFormStepSchema).optional(),
    financialConsentForTelemedicine: z
      .object({ patientLegalNameMaxLength: z.number().int().min(1).max(200) })
      .optional(),
    vaccineConsent: z.object({ ampAssetID: ContentIdSchema, allowScrolling: z.boolean() }).optional(),
    prescreenId: PrescreenIdSchema.optional(),
  })
  .superRefine((config, ctx) => {
    if (config.redirectAction === 'prescreen' && config.prescreenId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['prescreenId'], message: 'A prescreen redirect needs a prescreenId.' });
    }
    if (config.redirectAction !== 'prescreen' && config.prescreenId !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['prescreenId'], message: 'Only a prescreen redirect uses a prescreenId.' });
    }
    if (config.schedulerFlow === 'VIRTUAL_VISIT' && config.stateSelectionModal === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['stateSelectionModal'],
        message: 'A virtual visit needs the state selection modal: providers are licensed by state.',
      });
    }
  });
export type CategoryConfig = z.infer<typeof CategoryConfigSchema>;

export const SchedulerConfigSchema = z.object({
  /** Reservations for state-based flows send the licensure state instead of a location number. */
  submitWithLicensureState: z.boolean(),
  /** The catalog filter the scheduler asks for services with. */
  filter: z.object({ businessNames: z.array(BusinessNameSchema).min(1) }),
  /** Sort services by groupOrder (true) or by order (false). */
  groupOrdering: z.boolean(),
  categories: z
    .array(CategoryConfigSchema)
    .min(1)
    .refine(
      (categories) => new Set(categories.map((c) => c.category)).size === categories.length,
      'Each category is configured once.',
    ),
});
export type SchedulerConfig = z.infer<typeof SchedulerConfigSchema>;

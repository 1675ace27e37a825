import { z } from 'zod';
import { ContentIdSchema, DisplayTextSchema, PatientFormStepSchema } from '../vocabulary.js';

/** One step of the stepper: the sub-pages it walks through, in order (§2 "Patient form"). */
export const FormStepSchema = z.object({
  id: ContentIdSchema,
  /** The stepper's name for the step. */
  label: DisplayTextSchema,
  /** The label of the step's Continue button. */
  continueLabel: DisplayTextSchema,
  /** Show 'All fields required' above the step's fields. */
  showAllFieldsRequired: z.boolean(),
  /** Hide the 'Appointments (n)' side panel, so consent texts get the whole width. */
  hideAppointmentsPanel: z.boolean(),
  subPages: z.array(PatientFormStepSchema).min(1),
});
export type FormStep = z.infer<typeof FormStepSchema>;

/** Which optional fields the patient details sub-page asks for. */
export const PatientDetailsFieldsSchema = z.object({
  preferredName: z.boolean(),
  sexAssignedAtBirth: z.boolean(),
  gender: z.boolean(),
  race: z.boolean(),
  ethnicity: z.boolean(),
  weight: z.boolean(),
  preferredLanguage: z.boolean(),
  /** The shopper's card number (altId). */
  altId: z.boolean(),
  /** Mother's first and maiden names: some state immunization registries match records by them. */
  motherMaidenName: z.boolean(),
  /** The optional Provider Information section (primary healthcare provider). */
  providerInformation: z.boolean(),
});
export type PatientDetailsFields = z.infer<typeof PatientDetailsFieldsSchema>;

/** The consent texts a group shows, by the name of their content object. */
export const ConsentAssetsSchema = z.object({
  financialConsent: ContentIdSchema,
  financialConsentForTelemedicine: ContentIdSchema,
});

/** The form of one formConfigGroup (the scheduler configuration names the group per category). */
export const FormGroupSchema = z
  .object({
    steps: z.array(FormStepSchema).min(1),
    /** The label of the last sub-page's button, which books the appointment. */
    submitLabel: DisplayTextSchema,
    patientDetails: PatientDetailsFieldsSchema,
    consentAssets: ConsentAssetsSchema,
  })
  .superRefine((group, ctx) => {
    const subPages = group.steps.flatMap((step) => step.subPages);
    if (new Set(subPages).size !== subPages.length) {
      ctx.addIssue({ code: 'custom', path: ['steps'], message: 'Each sub-page appears once in a group.' });
    }
    if (subPages[0] !== 'patientDetails') {
      ctx.addIssue({ code: 'custom', path: ['steps'], message: 'Every form starts with patientDetails.' });
    }
    if (new Set(group.steps.map((step) => step.id)).size !== group.steps.length) {
      ctx.addIssue({ code: 'custom', path: ['steps'], message: 'Each step id appears once in a group.' });
    }
  });
export type FormGroup = z.infer<typeof FormGroupSchema>;

/** Heading and introduction of one sub-page, shared by every group that uses it. */
export const SubPageTextsSchema = z.object({
  heading: DisplayTextSchema,
  description: DisplayTextSchema.optional(),
});
export type SubPageTexts = z.infer<typeof SubPageTextsSchema>;

export const PatientFormConfigSchema = z
  .object({
    allFieldsRequiredText: DisplayTextSchema,
    subPages: z.record(PatientFormStepSchema, SubPageTextsSchema),
    groups: z.record(ContentIdSchema, FormGroupSchema),
    /** The group of a category whose formConfigGroup names no group here. */
    defaultGroup: ContentIdSchema,
  })
  .refine((config) => config.defaultGroup in config.groups, {
    path: ['defaultGroup'],
    message: 'The default group must be one of the groups.',
  });
export type PatientFormConfig = z.infer<typeof PatientFormConfigSchema>;

import { z } from 'zod';
import { defineContent } from '../../registry.js';
import { ContentIdSchema, DisplayTextSchema, PatientFormStepSchema } from '../../vocabulary.js';

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

const patientStep = (subPages: FormStep['subPages']): FormStep => ({
  id: 'patient',
  label: 'Patient Details',
  continueLabel: 'Continue',
  showAllFieldsRequired: false,
  hideAppointmentsPanel: false,
  subPages,
});
const insuranceStep = (subPages: FormStep['subPages']): FormStep => ({
  id: 'insurance',
  label: 'Insurance',
  continueLabel: 'Continue',
  showAllFieldsRequired: false,
  hideAppointmentsPanel: false,
  subPages,
});
const healthStep = (subPages: FormStep['subPages']): FormStep => ({
  id: 'health',
  label: 'Health Information',
  continueLabel: 'Continue',
  showAllFieldsRequired: false,
  hideAppointmentsPanel: false,
  subPages,
});
const consentStep = (subPages: FormStep['subPages']): FormStep => ({
  id: 'consent',
  label: 'Consent',
  continueLabel: 'Agree and Continue',
  showAllFieldsRequired: true,
  hideAppointmentsPanel: true,
  subPages,
});

const standardConsents = {
  financialConsent: 'financial-responsibility',
  financialConsentForTelemedicine: 'financial-responsibility-telehealth',
};

const basicDetails = {
  preferredName: true,
  sexAssignedAtBirth: true,
  gender: true,
  race: true,
  ethnicity: true,
  weight: false,
  preferredLanguage: true,
  altId: true,
  motherMaidenName: false,
  providerInformation: true,
};

/** Vaccination records go to state registries, which match patients by weight band and mother's name. */
const vaccineDetails = { ...basicDetails, weight: true, motherMaidenName: true, providerInformation: true };

export const patientFormConfig = defineContent(
  { schema: 'patient-form-config', version: '1.0.0', dir: 'patient-form', name: 'form-config' },
  PatientFormConfigSchema,
  {
    allFieldsRequiredText: 'All fields required',
    defaultGroup: 'in-person-visit',
    subPages: {
      patientDetails: {
        heading: 'Patient Details',
        description: 'Tell us about the person who will be seen. Use the name on their insurance card or photo ID.',
      },
      medicalInformation: {
        heading: 'Medical Information',
        description: 'These questions help our provider decide whether a vaccine is safe for the patient today.',
      },
      financialConsent: { heading: 'Financial Responsibility' },
      financialConsentForTelemedicine: { heading: 'Telehealth Financial Responsibility' },
      vaccineConsent: { heading: 'Vaccine Consent' },
      appointmentNotes: {
        heading: 'Reason for Visit',
        description: 'Letting us know why you are coming in helps the provider prepare for the visit.',
      },
      insurance: {
        heading: 'Insurance Information',
        description:
          'We bill the visit to insurance when we can. Have the insurance card in front of you; the member ID and group number are printed on it.',
      },
      simpleInsurance: {
        heading: 'Insurance Information',
        description: 'Many plans cover virtual care. Have the insurance card in front of you.',
      },
      medicalHistory: {
        heading: 'Medical History',
        description: 'Your dietitian reviews this before the visit so you can spend the time on your goals.',
      },
      dietaryRestrictions: { heading: 'Dietary Restrictions' },
      appointmentGoals: { heading: 'Appointment Goals' },
      survey: { heading: 'One Last Question' },
      privacyPractice: { heading: 'Notice of Privacy Practices' },
      generalConsent: { heading: 'Consent to Treatment' },
    },
    groups: {
      'in-person-visit': {
        steps: [
          patientStep(['patientDetails', 'appointmentNotes']),
          insuranceStep(['insurance']),
          consentStep(['financialConsent', 'privacyPractice', 'generalConsent']),
        ],
        submitLabel: 'Book Appointment',
        patientDetails: basicDetails,
        consentAssets: standardConsents,
      },
      vaccine: {
        steps: [
          patientStep(['patientDetails', 'appointmentNotes']),
          healthStep(['medicalInformation']),
          insuranceStep(['insurance']),
          consentStep(['vaccineConsent', 'privacyPractice', 'generalConsent']),
        ],
        submitLabel: 'Book Appointment',
        patientDetails: vaccineDetails,
        consentAssets: standardConsents,
      },
      'travel-vaccine': {
        steps: [
          patientStep(['patientDetails', 'appointmentNotes']),
          healthStep(['medicalInformation']),
          insuranceStep(['insurance']),
          consentStep(['vaccineConsent', 'privacyPractice', 'generalConsent']),
        ],
        submitLabel: 'Book Appointment',
        patientDetails: vaccineDetails,
        consentAssets: standardConsents,
      },
      physical: {
        steps: [
          patientStep(['patientDetails', 'appointmentNotes']),
          healthStep(['medicalInformation']),
          insuranceStep(['insurance']),
          consentStep(['financialConsent', 'privacyPractice', 'generalConsent']),
        ],
        submitLabel: 'Book Appointment',
        patientDetails: { ...basicDetails, weight: true },
        consentAssets: standardConsents,
      },
      'dot-physical': {
        steps: [
          patientStep(['patientDetails']),
          insuranceStep(['insurance']),
          consentStep(['financialConsent', 'privacyPractice', 'generalConsent']),
        ],
        submitLabel: 'Book Appointment',
        patientDetails: { ...basicDetails, weight: true, providerInformation: false },
        // Employers often pay for DOT physicals, so the employer-sponsored wording applies.
        consentAssets: { ...standardConsents, financialConsent: 'financial-responsibility-employer' },
      },
      'health-screening': {
        steps: [
          patientStep(['patientDetails', 'appointmentNotes']),
          insuranceStep(['insurance']),
          consentStep(['financialConsent', 'privacyPractice', 'generalConsent']),
        ],
        submitLabel: 'Book Appointment',
        patientDetails: basicDetails,
        consentAssets: standardConsents,
      },
      'medicare-wellness': {
        steps: [
          patientStep(['patientDetails']),
          insuranceStep(['insurance']),
          consentStep(['financialConsent', 'privacyPractice', 'generalConsent']),
        ],
        submitLabel: 'Book Appointment',
        patientDetails: basicDetails,
        consentAssets: standardConsents,
      },
      'virtual-visit': {
        steps: [
          patientStep(['patientDetails', 'appointmentNotes']),
          insuranceStep(['simpleInsurance']),
          consentStep(['financialConsentForTelemedicine', 'privacyPractice', 'generalConsent']),
        ],
        submitLabel: 'Book Virtual Visit',
        patientDetails: { ...basicDetails, altId: false, providerInformation: false },
        consentAssets: standardConsents,
      },
      telenutrition: {
        steps: [
          patientStep(['patientDetails']),
          healthStep(['medicalHistory', 'dietaryRestrictions', 'appointmentGoals', 'survey']),
          insuranceStep(['simpleInsurance']),
          consentStep(['financialConsentForTelemedicine', 'privacyPractice', 'generalConsent']),
        ],
        submitLabel: 'Book Dietitian Visit',
        patientDetails: { ...basicDetails, altId: false, providerInformation: true },
        consentAssets: standardConsents,
      },
    },
  },
);

import { z } from 'zod';
import { CONTENT_SEGMENT_MAX_LENGTH, CONTENT_SEGMENT_PATTERN } from './registry.js';

/**
 * Names shared by several content objects. They follow the spec's words (§1, §2, §3); the content store
 * is read by the web app before anything else, so these lists are kept here rather than looked up.
 */

export const SCHEDULER_FLOWS = ['IN_PERSON', 'VIRTUAL_VISIT', 'DIETITIAN', 'EVERYDAY_VACCINE'] as const;
export const SchedulerFlowSchema = z.enum(SCHEDULER_FLOWS);
export type SchedulerFlow = z.infer<typeof SchedulerFlowSchema>;

export const REDIRECT_ACTIONS = ['results', 'pharmacy_scheduler', 'prescreen'] as const;
export const RedirectActionSchema = z.enum(REDIRECT_ACTIONS);
export type RedirectAction = z.infer<typeof RedirectActionSchema>;

export const PRESCREEN_IDS = [
  'physicals',
  'health_screenings',
  'dot_physicals',
  'medicare_check',
  'travel_vaccines',
  'dietitian',
  'vaccines',
] as const;
export const PrescreenIdSchema = z.enum(PRESCREEN_IDS);
export type PrescreenId = z.infer<typeof PrescreenIdSchema>;

/** Steps and sub-pages of the patient form (§2 "Patient form"). */
export const PATIENT_FORM_STEPS = [
  'patientDetails',
  'medicalInformation',
  'financialConsent',
  'financialConsentForTelemedicine',
  'vaccineConsent',
  'appointmentNotes',
  'insurance',
  'simpleInsurance',
  'medicalHistory',
  'dietaryRestrictions',
  'appointmentGoals',
  'survey',
  'privacyPractice',
  'generalConsent',
] as const;
export const PatientFormStepSchema = z.enum(PATIENT_FORM_STEPS);
export type PatientFormStep = z.infer<typeof PatientFormStepSchema>;

export const BUSINESS_NAMES = ['tlc', 'pharmacy', 'dietitian'] as const;
export const BusinessNameSchema = z.enum(BUSINESS_NAMES);

export const ALERT_TYPES = ['info', 'warning', 'error'] as const;
export const AlertTypeSchema = z.enum(ALERT_TYPES);

/** The id of another content object or asset (an address segment), e.g. a consent's asset id. */
export const ContentIdSchema = z
  .string()
  .max(CONTENT_SEGMENT_MAX_LENGTH)
  .regex(CONTENT_SEGMENT_PATTERN, 'Must be a plain identifier (letters, digits, ".", "_", "-").');

/** Visible text: never blank and never padded, so screens can show it as it is. */
export const DisplayTextSchema = z
  .string()
  .min(1)
  .refine((text) => text.trim() === text && text.trim().length > 0, 'Must not be blank or padded with spaces.');

/** Text with named placeholders such as {date}; each listed placeholder must appear in it. */
export const templateText = (...placeholders: string[]) =>
  DisplayTextSchema.refine(
    (text) => placeholders.every((name) => text.includes(`{${name}}`)),
    `Must contain ${placeholders.map((name) => `{${name}}`).join(', ')}.`,
  );

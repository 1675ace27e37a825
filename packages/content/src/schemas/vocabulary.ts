import { z } from 'zod';
import { CONTENT_SEGMENT_MAX_LENGTH, CONTENT_SEGMENT_PATTERN } from '../registry.js';
import {
  ALERT_TYPES,
  BUSINESS_NAMES,
  PATIENT_FORM_STEPS,
  PRESCREEN_IDS,
  REDIRECT_ACTIONS,
  SCHEDULER_FLOWS,
} from '../vocabulary.js';

export const SchedulerFlowSchema = z.enum(SCHEDULER_FLOWS);
export type SchedulerFlow = z.infer<typeof SchedulerFlowSchema>;

export const RedirectActionSchema = z.enum(REDIRECT_ACTIONS);
export type RedirectAction = z.infer<typeof RedirectActionSchema>;

export const PrescreenIdSchema = z.enum(PRESCREEN_IDS);
export type PrescreenId = z.infer<typeof PrescreenIdSchema>;

export const PatientFormStepSchema = z.enum(PATIENT_FORM_STEPS);
export type PatientFormStep = z.infer<typeof PatientFormStepSchema>;

export const BusinessNameSchema = z.enum(BUSINESS_NAMES);

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

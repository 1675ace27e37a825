import { z } from 'zod';
import { DisplayTextSchema } from '../vocabulary.js';

/** One titled part of a legal text; paragraphs are shown in order. */
export const ConsentSectionSchema = z.object({
  heading: DisplayTextSchema.optional(),
  paragraphs: z.array(DisplayTextSchema).min(1),
});

/**
 * A consent or notice the patient reads before answering (financial responsibility, vaccine consent,
 * general consent, privacy practices). Shown in a scrolling area on the form.
 */
export const ConsentDocumentSchema = z.object({
  title: DisplayTextSchema,
  /** The date the wording took effect, shown under the title so a patient can tell versions apart. */
  effectiveDate: z.iso.date(),
  sections: z.array(ConsentSectionSchema).min(1),
});
export type ConsentDocument = z.infer<typeof ConsentDocumentSchema>;

import { z } from 'zod';
import { ContentIdSchema, DisplayTextSchema, templateText } from '../vocabulary.js';

/** Reasons for visit to pick from: one (radios) when maxSelections is 1, else up to maxSelections (§5). */
const ReasonNotesSchema = z
  .object({
    kind: z.literal('reasons'),
    legend: DisplayTextSchema,
    hint: DisplayTextSchema.optional(),
    reasons: z.array(DisplayTextSchema).min(2),
    maxSelections: z.number().int().min(1).max(10),
    requiredMessage: DisplayTextSchema,
    tooManyMessage: templateText('n'),
    /** An optional free-text box under the reasons, sent as the booking's comments. */
    commentsLabel: DisplayTextSchema.optional(),
  })
  .refine((notes) => new Set(notes.reasons).size === notes.reasons.length, 'Each reason is listed once.')
  .refine((notes) => notes.maxSelections <= notes.reasons.length, 'maxSelections cannot exceed the reasons.');

/** A single free-text note (optional); its text is the booking's note. */
const FreeTextNotesSchema = z.object({
  kind: z.literal('freeText'),
  label: DisplayTextSchema,
  hint: DisplayTextSchema.optional(),
});

export const NotesSettingsSchema = z.discriminatedUnion('kind', [ReasonNotesSchema, FreeTextNotesSchema]);
export type NotesSettings = z.infer<typeof NotesSettingsSchema>;

/** The appointmentNotes sub-page of each form group that has one. */
export const NotesDataSchema = z.object({ groups: z.record(ContentIdSchema, NotesSettingsSchema) });
export type NotesData = z.infer<typeof NotesDataSchema>;

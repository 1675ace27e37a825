import { z } from 'zod';
import { defineContent } from '../../registry.js';
import { ContentIdSchema, DisplayTextSchema, templateText } from '../../vocabulary.js';

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

const commentsLabel = 'Anything else the provider should know? (optional)';

export const notesData = defineContent(
  { schema: 'notes-data', version: '1.0.0', dir: 'patient-form', name: 'notes' },
  NotesDataSchema,
  {
    groups: {
      'in-person-visit': {
        kind: 'reasons',
        legend: 'What is the reason for the visit?',
        hint: 'Select up to 3.',
        reasons: [
          'Cold, cough or congestion',
          'Sore throat',
          'Fever or flu-like symptoms',
          'Ear pain or infection',
          'Eye redness or irritation',
          'Sinus pain or pressure',
          'Urinary symptoms',
          'Rash or skin problem',
          'Minor cut, burn or wound',
          'Sprain or strain',
          'Allergies',
          'Other',
        ],
        maxSelections: 3,
        requiredMessage: 'You must select at least one reason',
        tooManyMessage: 'You can only select up to {n} reasons.',
        commentsLabel,
      },
      'virtual-visit': {
        kind: 'reasons',
        legend: 'What is the reason for the visit?',
        hint: 'Select up to 2. Virtual visits suit minor illnesses; for chest pain or trouble breathing, call 911.',
        reasons: [
          'Cold, cough or congestion',
          'Sore throat',
          'Sinus pain or pressure',
          'Seasonal allergies',
          'Pink eye',
          'Urinary symptoms',
          'Rash or skin problem',
          'Medication refill question',
          'Other',
        ],
        maxSelections: 2,
        requiredMessage: 'You must select at least one reason',
        tooManyMessage: 'You can only select up to {n} reasons.',
        commentsLabel,
      },
      vaccine: {
        kind: 'reasons',
        legend: 'Is the vaccine needed for any of these reasons?',
        reasons: ['Routine or seasonal protection', 'School or child care', 'Work requirement', 'Recent exposure'],
        maxSelections: 1,
        requiredMessage: 'You must select at least one reason',
        tooManyMessage: 'You can only select up to {n} reasons.',
      },
      'travel-vaccine': {
        kind: 'reasons',
        legend: 'Where are you traveling?',
        hint: 'Select every region you will visit, up to 4.',
        reasons: [
          'Mexico, Central America or the Caribbean',
          'South America',
          'Africa',
          'Middle East',
          'South or Southeast Asia',
          'East Asia',
          'Europe',
          'Oceania or the Pacific Islands',
        ],
        maxSelections: 4,
        requiredMessage: 'You must select at least one reason',
        tooManyMessage: 'You can only select up to {n} reasons.',
        commentsLabel: 'Departure date and countries (optional)',
      },
      physical: {
        kind: 'freeText',
        label: 'Forms to complete (optional)',
        hint: 'If a school, camp, sports team or employer gave you a form, tell us which one and bring it with you.',
      },
      'health-screening': {
        kind: 'freeText',
        label: 'Anything the provider should know before the screening? (optional)',
        hint: 'For example, whether you have fasted, or results from an earlier screening.',
      },
    },
  },
);

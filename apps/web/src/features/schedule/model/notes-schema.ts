import type { NotesSettings } from '@hs/content';
import { PATIENT_LIMITS } from '@hs/domain';
import { z } from 'zod';
import { asChoices } from './choice-list';
import { formText, freeTextRule, problem, report } from './field-rules';

/** The appointmentNotes sub-page: reasons for visit (or one free-text note) and optional comments. */
export interface AppointmentNotesValues {
  /** Checked reasons; a single-choice list holds one. */
  reasons: string[] | string;
  note: string;
  comments: string;
}

export const EMPTY_APPOINTMENT_NOTES: AppointmentNotesValues = { reasons: [], note: '', comments: '' };

const fill = (template: string, n: number) => template.replace('{n}', String(n));

/** §5 'Notes and checklists': at least one reason, at most the configured maximum; texts up to 200. */
export function createAppointmentNotesSchema(settings: NotesSettings) {
  return z
    .object({ reasons: z.union([z.array(formText), formText]), note: formText, comments: formText })
    .superRefine((v, ctx) => {
      if (settings.kind === 'freeText') {
        report(ctx, [['note', freeTextRule(PATIENT_LIMITS.freeText)(v.note)]]);
        return;
      }
      const count = asChoices(v.reasons).length;
      report(ctx, [
        [
          'reasons',
          count === 0
            ? problem('required', settings.requiredMessage)
            : count > settings.maxSelections
              ? problem('maxItems', fill(settings.tooManyMessage, settings.maxSelections))
              : null,
        ],
        ['comments', freeTextRule(PATIENT_LIMITS.freeText)(v.comments)],
      ]);
    });
}

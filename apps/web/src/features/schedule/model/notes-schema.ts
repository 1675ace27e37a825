import type { NotesSettings } from '@hs/content';
import { PATIENT_LIMITS } from '@hs/domain';
import { type FormSchema, problem } from '@/lib/patient-fields/field-rules';
import { asChoices } from './choice-list';
import { freeTextRule } from './patient-rules';

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
export function createAppointmentNotesSchema(settings: NotesSettings): FormSchema<AppointmentNotesValues> {
  return (v) => {
    if (settings.kind === 'freeText') return [['note', freeTextRule(PATIENT_LIMITS.freeText)(v.note)]];
    const count = asChoices(v.reasons).length;
    return [
      [
        'reasons',
        count === 0
          ? problem('required', settings.requiredMessage)
          : count > settings.maxSelections
            ? problem('maxItems', fill(settings.tooManyMessage, settings.maxSelections))
            : null,
      ],
      ['comments', freeTextRule(PATIENT_LIMITS.freeText)(v.comments)],
    ];
  };
}

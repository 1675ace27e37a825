import type { Checklist } from '@hs/content';
import { PATIENT_LIMITS } from '@hs/domain';
import { type FormSchema, problem } from '@/lib/patient-fields/field-rules';
import { asChoices, hasOther } from './choice-list';
import { freeTextRule } from './patient-rules';

/** A checklist sub-page (appointmentGoals, survey): ticked options, the Other box and its text (§3). */
export interface ChecklistValues {
  choices: string[];
  otherCheckboxField: string;
}

export const EMPTY_CHECKLIST: ChecklistValues = { choices: [], otherCheckboxField: '' };

const fill = (template: string, n: number) => template.replace('{n}', String(n));

/** §5: at least minSelections when above 0, at most maxSelections, and Other needs its text. */
export function createChecklistSchema(checklist: Checklist): FormSchema<ChecklistValues> {
  return (v) => {
    const choices = asChoices(v.choices);
    const count = choices.length;
    return [
      [
        'choices',
        checklist.minSelections > 0 && count < checklist.minSelections
          ? problem('minItems', checklist.messages.tooFew)
          : count > checklist.maxSelections
            ? problem('maxItems', fill(checklist.messages.tooMany, checklist.maxSelections))
            : null,
      ],
      [
        'otherCheckboxField',
        hasOther(choices) && v.otherCheckboxField.trim() === ''
          ? problem('required', checklist.messages.otherRequired)
          : freeTextRule(PATIENT_LIMITS.freeText)(v.otherCheckboxField),
      ],
    ];
  };
}

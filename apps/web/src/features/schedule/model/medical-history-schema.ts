import type { MedicalHistory } from '@hs/content';
import { PATIENT_LIMITS } from '@hs/domain';
import { type FormSchema, firstProblem, problem } from '@/lib/patient-fields/field-rules';
import { asChoices, hasOther } from './choice-list';
import { freeTextRule, required } from './patient-rules';

/** The dietitian's medical history sub-page (§3). */
export interface MedicalHistoryValues {
  conditions: string[];
  otherMedicalCondition: string;
  doYouTakeMedications: string;
  medications: string;
  anythingElse: string;
}

export const EMPTY_MEDICAL_HISTORY: MedicalHistoryValues = {
  conditions: [],
  otherMedicalCondition: '',
  doYouTakeMedications: '',
  medications: '',
  anythingElse: '',
};

const text = freeTextRule(PATIENT_LIMITS.freeText);

/** §5: at least one condition or Other; Other needs its text; medications and anythingElse up to 200. */
export function createMedicalHistorySchema({ messages }: MedicalHistory): FormSchema<MedicalHistoryValues> {
  return (v) => {
    const conditions = asChoices(v.conditions);
    return [
      ['conditions', conditions.length === 0 ? problem('required', messages.conditionsRequired) : null],
      [
        'otherMedicalCondition',
        hasOther(conditions) ? firstProblem(required(messages.otherRequired), text)(v.otherMedicalCondition) : null,
      ],
      ['doYouTakeMedications', required(messages.doYouTakeMedicationsRequired)(v.doYouTakeMedications)],
      [
        'medications',
        v.doYouTakeMedications === 'Yes'
          ? firstProblem(required(messages.medicationsRequired), text)(v.medications)
          : null,
      ],
      ['anythingElse', text(v.anythingElse)],
    ];
  };
}

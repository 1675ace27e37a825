import type { DietaryRestrictions } from '@hs/content';
import { PATIENT_LIMITS } from '@hs/domain';
import { type FormSchema, firstProblem, problem } from '@/lib/patient-fields/field-rules';
import { asChoices, hasOther } from './choice-list';
import { freeTextRule, required } from './patient-rules';

/** The dietitian's dietary restrictions sub-page (§3). */
export interface DietaryRestrictionsValues {
  allergiesOrRestrictions: string;
  foodAllergies: string[];
  otherFoodAllergies: string;
  foodsOrIngredientsNotLiked: string;
}

export const EMPTY_DIETARY_RESTRICTIONS: DietaryRestrictionsValues = {
  allergiesOrRestrictions: '',
  foodAllergies: [],
  otherFoodAllergies: '',
  foodsOrIngredientsNotLiked: '',
};

const text = freeTextRule(PATIENT_LIMITS.freeText);

/** §5: with allergies 'Yes', at least one allergy and text for Other; foods not liked up to 200. */
export function createDietaryRestrictionsSchema({
  messages,
}: DietaryRestrictions): FormSchema<DietaryRestrictionsValues> {
  return (v) => {
    const yes = v.allergiesOrRestrictions === 'Yes';
    const allergies = asChoices(v.foodAllergies);
    return [
      ['allergiesOrRestrictions', required(messages.allergiesOrRestrictionsRequired)(v.allergiesOrRestrictions)],
      ['foodAllergies', yes && allergies.length === 0 ? problem('required', messages.allergyRequired) : null],
      [
        'otherFoodAllergies',
        yes && hasOther(allergies) ? firstProblem(required(messages.otherRequired), text)(v.otherFoodAllergies) : null,
      ],
      ['foodsOrIngredientsNotLiked', text(v.foodsOrIngredientsNotLiked)],
    ];
  };
}

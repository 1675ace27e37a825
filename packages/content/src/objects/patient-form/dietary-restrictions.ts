import { defineContent } from '../../registry.js';
import type { DietaryRestrictions } from '../../schemas/patient-form/dietary-restrictions.js';

export const dietaryRestrictions = defineContent<DietaryRestrictions>(
  { schema: 'dietary-restrictions', version: '1.0.0', dir: 'patient-form', name: 'dietary-restrictions' },
  () => import('../../schemas/patient-form/dietary-restrictions.js').then((module) => module.DietaryRestrictionsSchema),
  {
    questionIds: { foodAllergies: 'tn-food-allergies', foodDislikes: 'tn-food-dislikes' },
    allergiesLegend: 'Does the patient have any food allergies or dietary restrictions?',
    allergyListLegend: 'Which allergies or restrictions?',
    allergies: [
      'Milk or dairy',
      'Eggs',
      'Peanuts',
      'Tree nuts',
      'Fish',
      'Shellfish',
      'Wheat or gluten',
      'Soy',
      'Sesame',
      'Vegetarian',
      'Vegan',
      'Kosher',
      'Halal',
    ],
    otherLabel: 'Other',
    otherTextLabel: 'Other allergy or restriction',
    foodsNotLikedLabel: 'Are there foods or ingredients the patient does not like? (optional)',
    noAllergiesAnswer: 'No allergies',
    messages: {
      allergiesOrRestrictionsRequired: 'Please tell us whether the patient has food allergies or restrictions.',
      allergyRequired: 'Select at least one allergy or restriction.',
      otherRequired: 'Please describe the other allergy or restriction.',
    },
  },
  ['es'],
);

import { z } from 'zod';
import { defineContent } from '../../registry.js';
import { ContentIdSchema, DisplayTextSchema } from '../../vocabulary.js';

/** The dietitian's dietary restrictions sub-page (§3 "dietary", §5). */
export const DietaryRestrictionsSchema = z.object({
  questionIds: z.object({ foodAllergies: ContentIdSchema, foodDislikes: ContentIdSchema }),
  allergiesLegend: DisplayTextSchema,
  allergyListLegend: DisplayTextSchema,
  allergies: z
    .array(DisplayTextSchema)
    .min(2)
    .refine((items) => new Set(items).size === items.length, 'Each allergy is listed once.'),
  otherLabel: DisplayTextSchema,
  otherTextLabel: DisplayTextSchema,
  foodsNotLikedLabel: DisplayTextSchema,
  /** Sent as the food_allergies answer when the patient has none (§3). */
  noAllergiesAnswer: DisplayTextSchema,
  messages: z.object({
    allergiesOrRestrictionsRequired: DisplayTextSchema,
    allergyRequired: DisplayTextSchema,
    otherRequired: DisplayTextSchema,
  }),
});
export type DietaryRestrictions = z.infer<typeof DietaryRestrictionsSchema>;

export const dietaryRestrictions = defineContent(
  { schema: 'dietary-restrictions', version: '1.0.0', dir: 'patient-form', name: 'dietary-restrictions' },
  DietaryRestrictionsSchema,
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
);

import { z } from 'zod';
import { ContentIdSchema, DisplayTextSchema } from '../vocabulary.js';

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

import { z } from 'zod';

export const FeatureTogglesSchema = z.object({
  /** Offer COVID-19 vaccines (and their eligibility questions) in the vaccine prescreen. */
  covidVaccines: z.boolean(),
  /** Show the dietitian's picture, qualification and description on cards and the confirmation. */
  dietitianDetail: z.boolean(),
  /** Ask for the patient's address on the patient details step (and verify it before continuing). */
  showPatientAddressFields: z.boolean(),
});
export type FeatureToggles = z.infer<typeof FeatureTogglesSchema>;

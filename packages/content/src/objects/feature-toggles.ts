import { defineContent } from '../registry.js';
import type { FeatureToggles } from '../schemas/feature-toggles.js';

export const featureToggles = defineContent<FeatureToggles>(
  { schema: 'scheduler-toggles', version: '1.0.0', dir: 'toggles', name: 'features' },
  () => import('../schemas/feature-toggles.js').then((module) => module.FeatureTogglesSchema),
  { covidVaccines: true, dietitianDetail: true, showPatientAddressFields: true },
);

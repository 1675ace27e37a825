import { defineContent } from '../registry.js';
import type { ServiceExtraProperties } from '../schemas/service-extra-properties.js';

export const serviceExtraProperties = defineContent<ServiceExtraProperties>(
  { schema: 'service-extra-properties', version: '1.0.0', dir: 'toggles', name: 'service-extra-properties' },
  () => import('../schemas/service-extra-properties.js').then((module) => module.ServiceExtraPropertiesSchema),
  {
    // Catalog entries set up for staff training and system checks are never offered to patients.
    overrides: [{ pattern: '^(test|training)\\b', exclude: true }],
  },
);

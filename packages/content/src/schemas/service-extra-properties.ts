import { z } from 'zod';

const compiles = (pattern: string, flags: string): boolean => {
  try {
    new RegExp(pattern, flags);
    return true;
  } catch {
    return false;
  }
};

/** Service properties an override may set; anything else is a mistake and is rejected. */
export const ServicePropertiesSchema = z.strictObject({
  leadTime: z.number().int().min(0).optional(),
  maxDaysAhead: z.number().int().min(1).optional(),
  isVaccine: z.boolean().optional(),
  isCovidVaccine: z.boolean().optional(),
  isAvailable: z.boolean().optional(),
  dose: z.number().int().min(1).nullable().optional(),
  groupOrder: z.number().int().optional(),
  order: z.number().int().optional(),
});
export type ServiceProperties = z.infer<typeof ServicePropertiesSchema>;

/**
 * Services whose name matches `pattern` (a regular expression, case-insensitive unless caseSensitive)
 * are dropped (exclude) or get the `merge` properties (§3 "Service").
 */
export const ServiceOverrideSchema = z
  .object({
    pattern: z.string().min(1).max(200),
    caseSensitive: z.boolean().optional(),
    exclude: z.boolean().optional(),
    merge: ServicePropertiesSchema.optional(),
  })
  .refine((o) => compiles(o.pattern, o.caseSensitive ? '' : 'i'), {
    path: ['pattern'],
    message: 'Must be a valid regular expression.',
  })
  .refine((o) => o.exclude === true || o.merge !== undefined, 'An override must exclude or merge.');
export type ServiceOverride = z.infer<typeof ServiceOverrideSchema>;

export const ServiceExtraPropertiesSchema = z.object({ overrides: z.array(ServiceOverrideSchema) });
export type ServiceExtraProperties = z.infer<typeof ServiceExtraPropertiesSchema>;

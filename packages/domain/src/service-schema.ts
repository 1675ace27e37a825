import { z } from 'zod';
import { BUSINESS_NAMES } from './constants.js';

/**
 * A catalog service as the API serves it (§3 Service). Apart from the service rules in service.ts, so that
 * code using those rules does not load zod.
 */
export const ServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  groupName: z.string(),
  category: z.string(),
  businessNames: z.array(z.enum(BUSINESS_NAMES)),
  maxDaysAhead: z.number().int(),
  followupServiceId: z.number().int().nullable(),
  followupAfterDays: z.number().int().nullable(),
  groupOrder: z.number().int(),
  order: z.number().int(),
  isVaccine: z.boolean(),
  isCovidVaccine: z.boolean(),
  isAvailable: z.boolean(),
  leadTime: z.number().int(),
  dose: z.number().int().nullable(),
});
export type Service = z.infer<typeof ServiceSchema>;

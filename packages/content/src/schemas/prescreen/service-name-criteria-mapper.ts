import { z } from 'zod';
import { ContentIdSchema, DisplayTextSchema } from '../vocabulary.js';

/**
 * Turns eligibility answers into the service to book (§4 "Vaccine flow"): the first mapping whose
 * criteria all equal the collected answers names the service, by its catalog name.
 */
export const CriteriaMappingSchema = z.object({
  /** Collected answer name → the answer value it must have. */
  criteria: z.record(ContentIdSchema, ContentIdSchema).refine((c) => Object.keys(c).length > 0, 'Needs criteria.'),
  serviceName: DisplayTextSchema,
  /** A booster follows the last dose by the fixed booster interval (§9) instead of a series interval. */
  isBooster: z.boolean().optional(),
});
export type CriteriaMapping = z.infer<typeof CriteriaMappingSchema>;

export const ServiceNameCriteriaMapperSchema = z.object({ mappings: z.array(CriteriaMappingSchema).min(1) });
export type ServiceNameCriteriaMapper = z.infer<typeof ServiceNameCriteriaMapperSchema>;

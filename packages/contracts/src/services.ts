import { BUSINESS_NAMES, ServiceSchema } from '@hs/domain';
import { z } from 'zod';
import { dataEnvelope } from './data-envelope.js';
import { listParam } from './query.js';

export const ServicesQuerySchema = z.object({
  'filter.businessNames': listParam(z.enum(BUSINESS_NAMES)).pipe(z.array(z.enum(BUSINESS_NAMES)).min(1).max(3)),
});
export type ServicesQuery = z.infer<typeof ServicesQuerySchema>;

export const ServicesResponseSchema = dataEnvelope('services', z.array(ServiceSchema));
export type ServicesResponse = z.infer<typeof ServicesResponseSchema>;

import { z } from 'zod';
import { integerParam, MAX_SERVICE_ID } from './clinics.js';

export const LicensureQuerySchema = z.object({
  'filter.serviceId': integerParam(1, MAX_SERVICE_ID),
});
export type LicensureQuery = z.infer<typeof LicensureQuerySchema>;

/** §3 Licensure state. */
export const LicensureStateSchema = z.object({ name: z.string(), code: z.string(), hasLicense: z.boolean() });
export type LicensureState = z.infer<typeof LicensureStateSchema>;

export const LicensureResponseSchema = z.object({
  data: z.object({ 'licensure-states': z.array(LicensureStateSchema) }),
  meta: z.object({
    'licensure-states': z.object({
      serviceId: z.number().int(),
      total: z.number().int(),
      licensed: z.number().int(),
    }),
  }),
});
export type LicensureResponse = z.infer<typeof LicensureResponseSchema>;

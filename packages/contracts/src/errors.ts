import { z } from 'zod';

/** One problem with a request; `field` names the input at fault (e.g. "filter.businessNames", "basicInfo.email"). */
export const ApiErrorSchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  /** Counts the client acts on, e.g. `affectedVisits` of a staff change refused for the bookings it touches. */
  meta: z.record(z.string(), z.number()).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Every non-2xx answer of our API has this body. */
export const ErrorBodySchema = z.object({
  errors: z.array(ApiErrorSchema).min(1),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

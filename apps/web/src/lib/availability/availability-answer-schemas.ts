import { AvailabilityResponseSchema } from '@hs/contracts';
import { z } from 'zod';

export { ProviderAvailabilitySchema } from '@hs/contracts';

/** The envelope with its providers left unchecked: availability-answer.ts checks them one at a time. */
export const Envelope = AvailabilityResponseSchema.extend({
  data: z.object({ appointmentTimeSlots: z.array(z.unknown()) }),
});

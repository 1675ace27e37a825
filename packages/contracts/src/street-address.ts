import { z } from 'zod';

/** An address as our answers carry it: the stored or normalised text, not checked again. */
export const StreetAddressSchema = z.object({
  addressLines: z.array(z.string()),
  cityTown: z.string(),
  stateProvince: z.string(),
  postalCode: z.string(),
});

export const CountyAddressSchema = StreetAddressSchema.extend({ county: z.string() });

import {
  AddressValidationBodySchema,
  AddressValidationResponseSchema,
  LocationSearchQuerySchema,
  LocationSearchResponseSchema,
  locationSearchPath,
  locationValidateAddressPath,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validateAddress } from '#api/modules/address-validation';
import { allPlaces, predictLocations } from '#api/modules/clinics';

/** The older locator API's place typeahead and address check (base /tlc/api). */
export const tlcLocationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Built once per process before traffic, so the first typeahead request does not pay for it.
  app.addHook('onReady', async () => void allPlaces());

  app.get(
    locationSearchPath,
    { schema: { querystring: LocationSearchQuerySchema, response: { 200: LocationSearchResponseSchema } } },
    async (request) => ({
      data: { predictions: await predictLocations({ db: app.deps.database.db }, request.query.freeFormAddress) },
    }),
  );

  app.post(
    locationValidateAddressPath,
    { schema: { body: AddressValidationBodySchema, response: { 200: AddressValidationResponseSchema } } },
    async (request) => ({ data: { addressValidations: validateAddress(request.body.address) } }),
  );
};

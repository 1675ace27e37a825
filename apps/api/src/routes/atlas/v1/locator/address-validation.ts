import { AddressValidationBodySchema, AddressValidationResponseSchema, addressValidationPath } from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validateAddress } from '#api/modules/address-validation';

export const addressValidationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    addressValidationPath,
    { schema: { body: AddressValidationBodySchema, response: { 200: AddressValidationResponseSchema } } },
    async (request) => ({ data: { addressValidations: validateAddress(request.body.address) } }),
  );
};

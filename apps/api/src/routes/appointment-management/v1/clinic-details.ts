import { ClinicDetailsQuerySchema, ClinicDetailsResponseSchema, clinicDetailsPath } from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getClinicDetails } from '#api/modules/clinics';

export const clinicDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    clinicDetailsPath,
    { schema: { querystring: ClinicDetailsQuerySchema, response: { 200: ClinicDetailsResponseSchema } } },
    async (request) => {
      const query = request.query;
      const clinicDetails = await getClinicDetails(
        { db: app.deps.database.db, clock: app.deps.clock },
        {
          divisionNumber: query['filter.divisionNumber'],
          storeNumber: query['filter.storeNumber'],
          businessName: query['filter.businessName'],
          reasonId: query['filter.reasonId'],
        },
      );
      return { data: { clinicDetails } };
    },
  );
};

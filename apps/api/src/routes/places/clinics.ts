import {
  ClinicDetailsQuerySchema,
  ClinicDetailsResponseSchema,
  ClinicsQuerySchema,
  ClinicsResponseSchema,
  clinicDetailsPath,
  clinicsPath,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getClinicDetails, searchClinics } from '../../modules/clinics/clinics.service.js';

export const clinicRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = () => ({ db: app.deps.database.db, clock: app.deps.clock });

  app.get(
    clinicsPath,
    { schema: { querystring: ClinicsQuerySchema, response: { 200: ClinicsResponseSchema } } },
    async (request) => {
      const query = request.query;
      const { clinics, page } = await searchClinics(context(), {
        freeFormAddress: query['filter.freeFormAddress'],
        latLng: query['filter.latLng'],
        businessName: query['filter.businessName'],
        reasonId: query['filter.reasonId'],
        radiusMiles: query['filter.radius'],
        maxResults: query['filter.maxResults'],
        offset: query['page.offset'],
        size: query['page.size'],
      });
      return { data: { clinics }, meta: { clinics: { page } } };
    },
  );

  app.get(
    clinicDetailsPath,
    { schema: { querystring: ClinicDetailsQuerySchema, response: { 200: ClinicDetailsResponseSchema } } },
    async (request) => {
      const query = request.query;
      const clinicDetails = await getClinicDetails(context(), {
        divisionNumber: query['filter.divisionNumber'],
        storeNumber: query['filter.storeNumber'],
        businessName: query['filter.businessName'],
        reasonId: query['filter.reasonId'],
      });
      return { data: { clinicDetails } };
    },
  );
};

import { ClinicsQuerySchema, ClinicsResponseSchema, clinicsPath } from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchClinics } from '#api/modules/clinics';

export const clinicsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    clinicsPath,
    { schema: { querystring: ClinicsQuerySchema, response: { 200: ClinicsResponseSchema } } },
    async (request) => {
      const query = request.query;
      const { clinics, page } = await searchClinics(
        { db: app.deps.database.db, clock: app.deps.clock },
        {
          freeFormAddress: query['filter.freeFormAddress'],
          latLng: query['filter.latLng'],
          businessName: query['filter.businessName'],
          reasonId: query['filter.reasonId'],
          radiusMiles: query['filter.radius'],
          maxResults: query['filter.maxResults'],
          offset: query['page.offset'],
          size: query['page.size'],
        },
      );
      return { data: { clinics }, meta: { clinics: { page } } };
    },
  );
};

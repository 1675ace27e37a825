import {
  LocatorClinicParamsSchema,
  LocatorClinicResponseSchema,
  LocatorClinicSearchQuerySchema,
  LocatorClinicSearchResponseSchema,
  locatorClinicPath,
  locatorClinicSearchPath,
} from '@hs/contracts';
import { DEFAULT_CLINIC_REASON_ID } from '@hs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getClinicDetails, searchClinics, toLocatorClinic } from '#api/modules/clinics';

/** The older locator API's clinics (base /tlc/api): same clinics service, §3 locator view shape. */
export const tlcClinicRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = () => ({ db: app.deps.database.db, clock: app.deps.clock });

  app.get(
    locatorClinicSearchPath,
    { schema: { querystring: LocatorClinicSearchQuerySchema, response: { 200: LocatorClinicSearchResponseSchema } } },
    async (request) => {
      const query = request.query;
      const { clinics, page } = await searchClinics(context(), {
        freeFormAddress: query.freeFormAddress,
        latLng: query.latLong,
        businessName: 'tlc',
        reasonId: DEFAULT_CLINIC_REASON_ID,
        radiusMiles: query.radiusInMiles,
        maxResults: query.maxResults,
        offset: (query.page - 1) * query.pageSize,
        size: query.pageSize,
      });
      return {
        data: { clinics: clinics.map(toLocatorClinic) },
        meta: {
          clinics: {
            page: {
              page: query.page,
              pageSize: query.pageSize,
              totalPages: page.totalPages,
              totalResults: page.totalResults,
            },
          },
        },
      };
    },
  );

  app.get(
    locatorClinicPath,
    { schema: { params: LocatorClinicParamsSchema, response: { 200: LocatorClinicResponseSchema } } },
    async (request) => {
      const { services: _services, ...clinic } = await getClinicDetails(context(), {
        divisionNumber: request.params.division,
        storeNumber: request.params.store,
        businessName: 'tlc',
        reasonId: DEFAULT_CLINIC_REASON_ID,
      });
      return { data: { clinic: toLocatorClinic(clinic) } };
    },
  );
};

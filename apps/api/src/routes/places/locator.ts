import {
  AddressValidationBodySchema,
  AddressValidationResponseSchema,
  LocationSearchQuerySchema,
  LocationSearchResponseSchema,
  LocatorClinicParamsSchema,
  LocatorClinicResponseSchema,
  LocatorClinicSearchQuerySchema,
  LocatorClinicSearchResponseSchema,
  locationSearchPath,
  locationValidateAddressPath,
  locatorClinicPath,
  locatorClinicSearchPath,
} from '@hs/contracts';
import { DEFAULT_CLINIC_REASON_ID } from '@hs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validateAddress } from '../../modules/address-validation/address-validation.service.js';
import { toLocatorClinic } from '../../modules/clinics/clinic-view.js';
import { getClinicDetails, searchClinics } from '../../modules/clinics/clinics.service.js';
import { predictLocations } from '../../modules/clinics/location-search.service.js';
import { allPlaces } from '../../modules/clinics/place-index.js';

/** The older locator API (base /tlc/api): same clinics service, §3 locator view shape. */
export const locatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = () => ({ db: app.deps.database.db, clock: app.deps.clock });
  // Built once per process before traffic, so the first typeahead request does not pay for it.
  app.addHook('onReady', async () => void allPlaces());

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

  app.get(
    locationSearchPath,
    { schema: { querystring: LocationSearchQuerySchema, response: { 200: LocationSearchResponseSchema } } },
    async (request) => ({ data: { predictions: predictLocations(request.query.freeFormAddress) } }),
  );

  app.post(
    locationValidateAddressPath,
    { schema: { body: AddressValidationBodySchema, response: { 200: AddressValidationResponseSchema } } },
    async (request) => ({ data: { addressValidations: validateAddress(request.body.address) } }),
  );
};

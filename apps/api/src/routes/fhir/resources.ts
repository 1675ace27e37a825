import {
  FhirIdParamsSchema,
  FhirLocationSearchSchema,
  FhirMetadataQuerySchema,
  FhirScheduleSearchSchema,
  FhirSlotSearchSchema,
  fhirHealthcareServicePath,
  fhirHealthcareServiceReadPath,
  fhirLocationPath,
  fhirLocationReadPath,
  fhirMetadataPath,
  fhirSchedulePath,
  fhirScheduleReadPath,
  fhirSlotPath,
  fhirSlotReadPath,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  capabilityStatement,
  readHealthcareService,
  readLocation,
  readSchedule,
  readSlot,
  searchHealthcareServices,
  searchLocations,
  searchSchedules,
  searchSlots,
} from '#api/modules/interop';
import { fhirReadDeps } from './fhir-deps.js';
import { fhirJsonOnly, sendFhir } from './fhir-json.js';

/** Reads and searches of the FHIR R4 scheduling API (decision 061): `/fhir/<type>` and `/fhir/<type>/<id>`. */
export const fhirResourceRoutes: FastifyPluginAsyncZod = async (app) => {
  fhirJsonOnly(app);
  const params = { params: FhirIdParamsSchema };

  app.get(fhirMetadataPath, { schema: { querystring: FhirMetadataQuerySchema } }, async (_request, reply) =>
    sendFhir(reply, capabilityStatement(fhirReadDeps(app).site)),
  );

  app.get(fhirLocationPath, { schema: { querystring: FhirLocationSearchSchema } }, async (request, reply) =>
    sendFhir(reply, await searchLocations(fhirReadDeps(app), request.query)),
  );
  app.get(fhirLocationReadPath, { schema: params }, async (request, reply) =>
    sendFhir(reply, await readLocation(fhirReadDeps(app), request.params.id)),
  );

  app.get(
    fhirHealthcareServicePath,
    { schema: { querystring: FhirScheduleSearchSchema.omit({ actor: true }) } },
    async (request, reply) => sendFhir(reply, await searchHealthcareServices(fhirReadDeps(app), request.query)),
  );
  app.get(fhirHealthcareServiceReadPath, { schema: params }, async (request, reply) =>
    sendFhir(reply, await readHealthcareService(fhirReadDeps(app), request.params.id)),
  );

  app.get(
    fhirSchedulePath,
    { schema: { querystring: FhirScheduleSearchSchema.omit({ location: true }) } },
    async (request, reply) => sendFhir(reply, await searchSchedules(fhirReadDeps(app), request.query)),
  );
  app.get(fhirScheduleReadPath, { schema: params }, async (request, reply) =>
    sendFhir(reply, await readSchedule(fhirReadDeps(app), request.params.id)),
  );

  app.get(fhirSlotPath, { schema: { querystring: FhirSlotSearchSchema } }, async (request, reply) =>
    sendFhir(reply, await searchSlots(fhirReadDeps(app), request.query)),
  );
  app.get(fhirSlotReadPath, { schema: params }, async (request, reply) =>
    sendFhir(reply, await readSlot(fhirReadDeps(app), request.params.id)),
  );
};

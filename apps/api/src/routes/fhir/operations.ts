import { FhirFindQuerySchema, FhirParametersSchema, fhirBookPath, fhirFindPath, fhirHoldPath } from '@hs/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookOperation,
  type FhirOperationDeps,
  findAppointments,
  findQueryOf,
  holdOperation,
} from '#api/modules/interop';
import { neverCached, schedulingContext } from '#api/routes/appointment-management/scheduling-request.js';
import { fhirReadDeps } from './fhir-deps.js';
import { fhirJsonOnly, sendFhir } from './fhir-json.js';

/**
 * The IHE ITI Scheduling operations (decision 061): $find by GET or POST, $hold and $book by POST, each with a
 * Parameters body. Answers carry hold ids and confirmation codes: no cache may keep them.
 */
export const fhirOperationRoutes: FastifyPluginAsyncZod = async (app) => {
  fhirJsonOnly(app);
  neverCached(app);
  const operationDeps = (request: FastifyRequest): FhirOperationDeps => ({
    scheduling: schedulingContext(app, request),
    site: fhirReadDeps(app).site,
    secrets: app.secrets,
    attempts: app.attempts,
    clientIp: request.ip,
  });

  app.get(fhirFindPath, { schema: { querystring: FhirFindQuerySchema } }, async (request, reply) =>
    sendFhir(reply, await findAppointments(fhirReadDeps(app), request.query)),
  );
  app.post(fhirFindPath, { schema: { body: FhirParametersSchema } }, async (request, reply) =>
    sendFhir(reply, await findAppointments(fhirReadDeps(app), findQueryOf(request.body))),
  );
  app.post(fhirHoldPath, { schema: { body: FhirParametersSchema } }, async (request, reply) =>
    sendFhir(reply, await holdOperation(operationDeps(request), request.body)),
  );
  app.post(fhirBookPath, { schema: { body: FhirParametersSchema } }, async (request, reply) =>
    sendFhir(reply, await bookOperation(operationDeps(request), request.body)),
  );
};

import {
  BookingHeadersSchema,
  FhirAppointmentSearchSchema,
  FhirFindQuerySchema,
  FhirParametersSchema,
  fhirAppointmentSearchPath,
  fhirBookPath,
  fhirFindPath,
  fhirHoldPath,
} from '@hs/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookOperation,
  type FhirOperationDeps,
  findAppointments,
  findQueryOf,
  holdOperation,
  searchProvenAppointment,
} from '#api/modules/interop';
import { neverCached, schedulingContext } from '#api/routes/appointment-management/scheduling-request.js';
import { fhirReadDeps } from './fhir-deps.js';
import { fhirJsonOnly, sendFhir } from './fhir-json.js';
import { refuseStaffSession } from './staff-session-refusal.js';

/**
 * The IHE ITI Scheduling operations (decision 061): $find by GET or POST, $hold and $book by POST, each with a
 * Parameters body; and one's own appointment by POST to Appointment/_search with its proof. Answers carry hold
 * ids, confirmation codes and patients' details: no cache may keep them. $hold and $book refuse a staff session's
 * cookie (decision 064); $book takes our booking endpoint's Idempotency-Key (decision 066), and $hold takes it
 * too (decision 070).
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

  // FHIR's search by POST is a form: the proof of an appointment travels in it, never in a URL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 2048 },
    (_request, body, done) => {
      const form: Record<string, string | string[]> = {};
      for (const [name, value] of new URLSearchParams(String(body))) {
        const known = form[name];
        form[name] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
      }
      done(null, form);
    },
  );

  app.get(fhirFindPath, { schema: { querystring: FhirFindQuerySchema } }, async (request, reply) =>
    sendFhir(reply, await findAppointments(fhirReadDeps(app), request.query)),
  );
  app.post(fhirFindPath, { schema: { body: FhirParametersSchema } }, async (request, reply) =>
    sendFhir(reply, await findAppointments(fhirReadDeps(app), findQueryOf(request.body))),
  );
  const changing = { onRequest: refuseStaffSession, schema: { body: FhirParametersSchema } };
  // A retried $hold with its Idempotency-Key gets the first hold, not a second seat (decision 070).
  app.post(
    fhirHoldPath,
    { ...changing, schema: { ...changing.schema, headers: BookingHeadersSchema } },
    async (request, reply) =>
      sendFhir(reply, await holdOperation(operationDeps(request), request.body, request.headers['idempotency-key'])),
  );
  app.post(fhirAppointmentSearchPath, { schema: { body: FhirAppointmentSearchSchema } }, async (request, reply) =>
    sendFhir(reply, await searchProvenAppointment(operationDeps(request), request.body)),
  );
  // A booking's Idempotency-Key, as on our site's booking endpoint: a retry of a lost answer gets that answer.
  app.post(
    fhirBookPath,
    { ...changing, schema: { ...changing.schema, headers: BookingHeadersSchema } },
    async (request, reply) =>
      sendFhir(reply, await bookOperation(operationDeps(request), request.body, request.headers['idempotency-key'])),
  );
};

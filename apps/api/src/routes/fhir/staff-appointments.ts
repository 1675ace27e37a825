import {
  FhirIdParamsSchema,
  FhirStaffAppointmentSearchSchema,
  fhirAppointmentPath,
  fhirAppointmentReadPath,
} from '@hs/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readStaffAppointment, type StaffFhirDeps, searchStaffAppointments } from '#api/modules/interop';
import { neverCached } from '#api/routes/appointment-management/scheduling-request.js';
import { deskRequest } from '#api/routes/staff-api/desk-request.js';
import { fhirReadDeps } from './fhir-deps.js';
import { fhirJsonOnly, sendFhir } from './fhir-json.js';

/**
 * Appointments with their patients, for a signed-in staff member only (decision 064): the staff session's cookie,
 * checked as on every staff route (401 without a live session), then the console's own authorization and trail.
 * Reads only: GET needs no anti-forgery token, and nothing here changes anything.
 */
export const fhirStaffAppointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  fhirJsonOnly(app);
  neverCached(app);
  const deps = (request: FastifyRequest): StaffFhirDeps => ({
    desk: { ...deskRequest(app, request), via: 'fhir' },
    site: fhirReadDeps(app).site,
  });

  app.get(
    fhirAppointmentPath,
    { preHandler: app.requireStaff, schema: { querystring: FhirStaffAppointmentSearchSchema } },
    async (request, reply) => sendFhir(reply, await searchStaffAppointments(deps(request), request.query)),
  );
  app.get(
    fhirAppointmentReadPath,
    { preHandler: app.requireStaff, schema: { params: FhirIdParamsSchema } },
    async (request, reply) => sendFhir(reply, await readStaffAppointment(deps(request), request.params.id)),
  );
};

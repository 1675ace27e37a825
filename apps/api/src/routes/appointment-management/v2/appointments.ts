import {
  AppointmentDetailsQuerySchema,
  AppointmentDetailsResponseSchema,
  AppointmentParamsSchema,
  appointmentPath,
  appointmentsPath,
  BookingHeadersSchema,
  BookingRequestSchema,
  BookingResponseSchema,
  CancelRequestSchema,
  CancelResponseSchema,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { book } from '../../../modules/appointments/booking.service.js';
import { appointmentDetails, cancel } from '../../../modules/appointments/cancellation.service.js';
import { configuredKeyring, newKeyList, parseKeyring } from '../../../modules/security/keyring.js';
import { createSecrets } from '../../../modules/security/secrets.js';
import { neverCached, schedulingContext } from '../scheduling-request.js';

/** Bookings, their details and cancellation (§7 v2 appointments). */
export const appointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The server always resolves a key before it builds the app (see encryption-keys.ts); only an app built
  // in-process without one (tests, tools) gets a random key that lives as long as it does.
  const secrets = createSecrets(configuredKeyring(app.deps.config) ?? parseKeyring(newKeyList('ephemeral')));

  neverCached(app);

  app.post(
    appointmentsPath,
    {
      schema: { headers: BookingHeadersSchema, body: BookingRequestSchema, response: { 201: BookingResponseSchema } },
    },
    async (request, reply) => {
      const outcome = await book(
        schedulingContext(app, request),
        secrets,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.status(outcome.status).send(outcome.body);
    },
  );

  app.put(
    appointmentPath,
    { schema: { params: AppointmentParamsSchema, body: CancelRequestSchema, response: { 200: CancelResponseSchema } } },
    async (request) =>
      cancel(schedulingContext(app, request), secrets, {
        id: request.params.id,
        confirmCode: request.body.confirmCode,
        clientIp: request.ip,
      }),
  );

  app.get(
    appointmentPath,
    {
      schema: {
        params: AppointmentParamsSchema,
        querystring: AppointmentDetailsQuerySchema,
        response: { 200: AppointmentDetailsResponseSchema },
      },
    },
    async (request) => {
      const appointment = await appointmentDetails(schedulingContext(app, request), secrets, {
        id: request.params.id,
        confirmCode: request.query.confirmCode,
        clientIp: request.ip,
      });
      return { data: { appointment } };
    },
  );
};

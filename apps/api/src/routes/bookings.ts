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
  ReservationParamsSchema,
  ReservationRequestSchema,
  ReservationResponseSchema,
  reservationPath,
  reservationsPath,
} from '@hs/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { book } from '../modules/appointments/booking.service.js';
import { appointmentDetails, cancel } from '../modules/appointments/cancellation.service.js';
import { release, reserve, type SchedulingContext } from '../modules/reservations/reservations.service.js';
import { configuredKeyring, newKeyList, parseKeyring } from '../modules/security/keyring.js';
import { createSecrets } from '../modules/security/secrets.js';

/** Holds (v1 appointment-reservations), bookings and cancellation (v2 appointments), §7. */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The server always resolves a key before it builds the app (see encryption-keys.ts); only an app built
  // in-process without one (tests, tools) gets a random key that lives as long as it does.
  const secrets = createSecrets(configuredKeyring(app.deps.config) ?? parseKeyring(newKeyList('ephemeral')));

  const context = (request: FastifyRequest): SchedulingContext => ({
    db: app.deps.database.db,
    clock: app.deps.clock,
    config: app.deps.config,
    requestId: request.id,
  });

  // Answers here carry reservation and confirmation codes: no cache may keep them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    reservationsPath,
    { schema: { body: ReservationRequestSchema, response: { 201: ReservationResponseSchema } } },
    async (request, reply) => {
      const reservation = await reserve(context(request), request.body);
      return reply.status(201).send({ data: { appointmentReservations: reservation } });
    },
  );

  app.delete(reservationPath, { schema: { params: ReservationParamsSchema } }, async (request, reply) => {
    await release(context(request), request.params.reservationCode);
    return reply.status(204).send();
  });

  app.post(
    appointmentsPath,
    {
      schema: { headers: BookingHeadersSchema, body: BookingRequestSchema, response: { 201: BookingResponseSchema } },
    },
    async (request, reply) => {
      const outcome = await book(context(request), secrets, request.body, request.headers['idempotency-key']);
      return reply.status(outcome.status).send(outcome.body);
    },
  );

  app.put(
    appointmentPath,
    { schema: { params: AppointmentParamsSchema, body: CancelRequestSchema, response: { 200: CancelResponseSchema } } },
    async (request) =>
      cancel(context(request), secrets, {
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
      const appointment = await appointmentDetails(context(request), secrets, {
        id: request.params.id,
        confirmCode: request.query.confirmCode,
        clientIp: request.ip,
      });
      return { data: { appointment } };
    },
  );
};

import {
  AppointmentDetailsQuerySchema,
  AppointmentDetailsResponseSchema,
  AppointmentLookupRequestSchema,
  AppointmentLookupResponseSchema,
  AppointmentParamsSchema,
  appointmentLookupPath,
  appointmentPath,
  appointmentsPath,
  BookingHeadersSchema,
  BookingRequestSchema,
  BookingResponseSchema,
  CancelRequestSchema,
  CancelResponseSchema,
  RescheduleRequestSchema,
  RescheduleResponseSchema,
  reschedulePath,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentDetails, book, cancel, lookUpAppointment, reschedule } from '#api/modules/appointments';
import { bookOffer } from '#api/modules/waitlist';
import { neverCached, schedulingContext } from '#api/routes/appointment-management/scheduling-request.js';

/** Bookings, their details, cancellation (§7 v2 appointments), and our extensions: lookup and reschedule. */
export const appointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { secrets } = app;

  neverCached(app);

  app.post(
    appointmentsPath,
    {
      schema: { headers: BookingHeadersSchema, body: BookingRequestSchema, response: { 201: BookingResponseSchema } },
    },
    async (request, reply) => {
      const ctx = schedulingContext(app, request);
      const key = request.headers['idempotency-key'];
      const { waitlistOffer } = request.body;
      const outcome = waitlistOffer
        ? await bookOffer(ctx, secrets, { ...request.body, waitlistOffer }, key)
        : await book(ctx, secrets, request.body, key);
      return reply.status(outcome.status).send(outcome.body);
    },
  );

  app.put(
    appointmentPath,
    { schema: { params: AppointmentParamsSchema, body: CancelRequestSchema, response: { 200: CancelResponseSchema } } },
    async (request) =>
      cancel(schedulingContext(app, request), secrets, app.attempts, {
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
      const appointment = await appointmentDetails(schedulingContext(app, request), secrets, app.attempts, {
        id: request.params.id,
        confirmCode: request.query.confirmCode,
        clientIp: request.ip,
      });
      return { data: { appointment } };
    },
  );

  app.post(
    appointmentLookupPath,
    { schema: { body: AppointmentLookupRequestSchema, response: { 200: AppointmentLookupResponseSchema } } },
    async (request) => {
      const appointment = await lookUpAppointment(schedulingContext(app, request), secrets, app.attempts, {
        ...request.body,
        clientIp: request.ip,
      });
      return { data: { appointment } };
    },
  );

  app.post(
    reschedulePath,
    {
      schema: {
        params: AppointmentParamsSchema,
        headers: BookingHeadersSchema,
        body: RescheduleRequestSchema,
        response: { 200: RescheduleResponseSchema },
      },
    },
    async (request, reply) => {
      const outcome = await reschedule(
        schedulingContext(app, request),
        secrets,
        app.attempts,
        { id: request.params.id, body: request.body, clientIp: request.ip },
        request.headers['idempotency-key'],
      );
      return reply.status(outcome.status).send(outcome.body);
    },
  );
};

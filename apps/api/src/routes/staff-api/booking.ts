import {
  ClinicServicesResponseSchema,
  OpenTimesQuerySchema,
  OpenTimesResponseSchema,
  StaffBookingRequestSchema,
  StaffBookingResponseSchema,
  StaffHoldParamsSchema,
  StaffHoldRequestSchema,
  StaffHoldResponseSchema,
} from '@hs/contracts/staff-booking';
import { ClinicParamsSchema } from '@hs/contracts/staff-hours';
import { staffPaths } from '@hs/contracts/staff-identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookOnBehalf, clinicServices, holdOnBehalf, openTimes, releaseOnBehalf } from '#api/modules/clinic-desk';
import type { AvailabilityRouteOptions } from '#api/routes/appointment-management/availability-reply.js';
import { deskRequest } from './desk-request.js';

/** Booking for a patient on the phone: the clinic's services, its free times, holds, and the booking itself. */
export const staffBookingRoutes: FastifyPluginAsyncZod<AvailabilityRouteOptions> = async (app, options) => {
  app.get(
    staffPaths.clinicServices,
    {
      preHandler: app.requireStaff,
      schema: { params: ClinicParamsSchema, response: { 200: ClinicServicesResponseSchema } },
    },
    async (request) => ({
      data: { services: await clinicServices(deskRequest(app, request), request.params.clinicId) },
    }),
  );

  app.get(
    staffPaths.openTimes,
    {
      preHandler: app.requireStaff,
      schema: {
        params: ClinicParamsSchema,
        querystring: OpenTimesQuerySchema,
        response: { 200: OpenTimesResponseSchema },
      },
    },
    async (request) => ({
      data: await openTimes(deskRequest(app, request), options.cache, request.params.clinicId, request.query),
    }),
  );

  app.post(
    staffPaths.holds,
    {
      preHandler: app.requireStaff,
      schema: {
        params: ClinicParamsSchema,
        body: StaffHoldRequestSchema,
        response: { 201: StaffHoldResponseSchema },
      },
    },
    async (request, reply) => {
      const hold = await holdOnBehalf(deskRequest(app, request), request.params.clinicId, request.body);
      return reply.status(201).send({ data: { hold } });
    },
  );

  app.delete(
    staffPaths.hold,
    { preHandler: app.requireStaff, schema: { params: StaffHoldParamsSchema } },
    async (request, reply) => {
      await releaseOnBehalf(deskRequest(app, request), request.params.clinicId, request.params.reservationCode);
      return reply.status(204).send();
    },
  );

  app.post(
    staffPaths.bookings,
    {
      preHandler: app.requireStaff,
      schema: {
        params: ClinicParamsSchema,
        body: StaffBookingRequestSchema,
        response: { 201: StaffBookingResponseSchema },
      },
    },
    async (request, reply) => {
      const booked = await bookOnBehalf(deskRequest(app, request), request.params.clinicId, request.body);
      return reply.status(201).send({ data: booked });
    },
  );
};

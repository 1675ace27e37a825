import {
  ReservationParamsSchema,
  ReservationRequestSchema,
  ReservationResponseSchema,
  reservationPath,
  reservationsPath,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { release, reserve } from '#api/modules/reservations';
import { neverCached, schedulingContext } from '#api/routes/appointment-management/scheduling-request.js';

/** Holds: reserve and release a seat (§7 v1 appointment-reservations). */
export const appointmentReservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  neverCached(app);

  app.post(
    reservationsPath,
    { schema: { body: ReservationRequestSchema, response: { 201: ReservationResponseSchema } } },
    async (request, reply) => {
      const reservation = await reserve(schedulingContext(app, request), request.body);
      return reply.status(201).send({ data: { appointmentReservations: reservation } });
    },
  );

  app.delete(reservationPath, { schema: { params: ReservationParamsSchema } }, async (request, reply) => {
    await release(schedulingContext(app, request), request.params.reservationCode);
    return reply.status(204).send();
  });
};

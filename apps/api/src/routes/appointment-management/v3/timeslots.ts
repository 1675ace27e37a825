import { AvailabilityResponseSchema, TimeslotsQuerySchema, timeslotsPath } from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { providerTimeslots } from '#api/modules/availability';
import {
  type AvailabilityRouteOptions,
  availabilityDeps,
  sendAvailability,
} from '#api/routes/appointment-management/availability-reply.js';

/** One provider's slots (§7), in the same envelope as the searches. */
export const timeslotsRoutes: FastifyPluginAsyncZod<AvailabilityRouteOptions> = async (app, options) => {
  app.get(
    timeslotsPath,
    {
      schema: { querystring: TimeslotsQuerySchema, response: { 200: AvailabilityResponseSchema } },
      config: { reusedAnswer: true },
    },
    async (request, reply) =>
      sendAvailability(reply, await providerTimeslots(availabilityDeps(app, options), request.query)),
  );
};

import {
  AvailabilityResponseSchema,
  PhysicalResultsQuerySchema,
  physicalResultsPath,
  VirtualResultsQuerySchema,
  virtualResultsPath,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchByState, searchNearby } from '#api/modules/availability';
import {
  type AvailabilityRouteOptions,
  availabilityDeps,
  sendAvailability,
} from '#api/routes/appointment-management/availability-reply.js';

/** The two availability searches of §7 (near a place, or by licensure state); each answers the same envelope. */
export const resultsRoutes: FastifyPluginAsyncZod<AvailabilityRouteOptions> = async (app, options) => {
  const response = { 200: AvailabilityResponseSchema };

  app.get(
    physicalResultsPath,
    { schema: { querystring: PhysicalResultsQuerySchema, response }, config: { reusedAnswer: true } },
    async (request, reply) =>
      sendAvailability(reply, await searchNearby(availabilityDeps(app, options), request.query)),
  );

  app.get(
    virtualResultsPath,
    { schema: { querystring: VirtualResultsQuerySchema, response }, config: { reusedAnswer: true } },
    async (request, reply) =>
      sendAvailability(reply, await searchByState(availabilityDeps(app, options), request.query)),
  );
};

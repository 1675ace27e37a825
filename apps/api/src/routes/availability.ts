import {
  AvailabilityResponseSchema,
  PhysicalResultsQuerySchema,
  physicalResultsPath,
  TimeslotsQuerySchema,
  timeslotsPath,
  VirtualResultsQuerySchema,
  virtualResultsPath,
} from '@hs/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { providerTimeslots, searchByState, searchNearby } from '../modules/availability/availability.service.js';
import { availabilityCache } from '../modules/availability/availability-cache.js';

/** The three availability searches of §7; each answers the same envelope. */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = availabilityCache(app.deps.config.AVAILABILITY_CACHE_ENTRIES);
  const deps = () => ({ db: app.deps.database.db, clock: app.deps.clock, cache });
  // The schema types the query and documents the answer (tests check answers against it); the services write
  // the answer's JSON themselves, since it holds thousands of slots, and it is sent as written.
  const response = { 200: AvailabilityResponseSchema };
  const asJson = (reply: FastifyReply, json: Buffer) => reply.type('application/json; charset=utf-8').send(json);

  app.get(timeslotsPath, { schema: { querystring: TimeslotsQuerySchema, response } }, async (request, reply) =>
    asJson(reply, await providerTimeslots(deps(), request.query)),
  );

  app.get(
    physicalResultsPath,
    { schema: { querystring: PhysicalResultsQuerySchema, response } },
    async (request, reply) => asJson(reply, await searchNearby(deps(), request.query)),
  );

  app.get(
    virtualResultsPath,
    { schema: { querystring: VirtualResultsQuerySchema, response } },
    async (request, reply) => asJson(reply, await searchByState(deps(), request.query)),
  );
};

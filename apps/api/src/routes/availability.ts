import {
  AvailabilityResponseSchema,
  PhysicalResultsQuerySchema,
  physicalResultsPath,
  TimeslotsQuerySchema,
  timeslotsPath,
  VirtualResultsQuerySchema,
  virtualResultsPath,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { providerTimeslots, searchByState, searchNearby } from '../modules/availability/availability.service.js';

/** The three availability searches of §7; each answers the same envelope. */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.deps.database.db, clock: app.deps.clock });
  const response = { 200: AvailabilityResponseSchema };
  // Answers hold thousands of slots: the schema types the handlers (and the tests check answers against it),
  // but re-validating every slot at run time would cost more than computing them.
  const serializerCompiler = () => (data: unknown) => JSON.stringify(data);

  app.get(timeslotsPath, { schema: { querystring: TimeslotsQuerySchema, response }, serializerCompiler }, (request) =>
    providerTimeslots(deps(), request.query),
  );

  app.get(
    physicalResultsPath,
    { schema: { querystring: PhysicalResultsQuerySchema, response }, serializerCompiler },
    (request) => searchNearby(deps(), request.query),
  );

  app.get(
    virtualResultsPath,
    { schema: { querystring: VirtualResultsQuerySchema, response }, serializerCompiler },
    (request) => searchByState(deps(), request.query),
  );
};

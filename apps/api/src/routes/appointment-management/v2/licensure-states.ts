import { LicensureQuerySchema, LicensureResponseSchema, licensureStatesPath } from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { licensureStates } from '#api/modules/licensure';

export const licensureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    licensureStatesPath,
    {
      schema: { querystring: LicensureQuerySchema, response: { 200: LicensureResponseSchema } },
      config: { reusedAnswer: true },
    },
    async (request) => {
      const serviceId = request.query['filter.serviceId'];
      const { states, licensed } = await licensureStates(app.deps.database.db, serviceId);
      return {
        data: { 'licensure-states': states },
        meta: { 'licensure-states': { serviceId, total: states.length, licensed } },
      };
    },
  );
};

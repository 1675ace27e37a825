import { ServicesQuerySchema, ServicesResponseSchema, servicesPath } from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findServices } from '#api/modules/catalog';

export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    servicesPath,
    {
      schema: { querystring: ServicesQuerySchema, response: { 200: ServicesResponseSchema } },
      config: { reusedAnswer: true },
    },
    async (request) => {
      const services = await findServices(app.deps.database.db, request.query['filter.businessNames'], (key, problem) =>
        request.log.warn({ content: key, problem }, 'stored content fails its schema; the bundled copy is used'),
      );
      return { data: { services } };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const placesRoutes: FastifyPluginAsyncZod = async () => {};

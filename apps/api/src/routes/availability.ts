import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const availabilityRoutes: FastifyPluginAsyncZod = async () => {};

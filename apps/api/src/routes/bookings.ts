import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const bookingsRoutes: FastifyPluginAsyncZod = async () => {};

import { HealthResponseSchema, healthPath } from '@hs/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    healthPath,
    { schema: { response: { 200: HealthResponseSchema, 503: HealthResponseSchema } }, config: { rateLimit: false } },
    async (_request, reply) => {
      const { database } = app.deps;
      const reachable = await database.db
        .execute(sql`select 1`)
        .then(() => true)
        .catch(() => false);
      return reply.status(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        database: database.kind,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};

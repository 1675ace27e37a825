import { HealthResponseSchema, healthPath } from '@hs/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recentCheck } from './health/recent-check.js';

/** Whether the database answers; like the probes, asked at most once a second however often (decision 045). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  const databaseReachable = recentCheck(
    () =>
      database.db
        .execute(sql`select 1`)
        .then(() => true)
        .catch(() => false),
    app.deps.clock,
  );

  app.get(
    healthPath,
    { schema: { response: { 200: HealthResponseSchema, 503: HealthResponseSchema } }, config: { rateLimit: false } },
    async (_request, reply) => {
      const reachable = await databaseReachable();
      return reply.status(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        database: database.kind,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};

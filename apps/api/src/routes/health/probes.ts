import { healthLivePath, healthReadyPath, LivenessResponseSchema, ReadinessResponseSchema } from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkReadiness } from '#api/db/readiness.js';
import { recentCheck } from './recent-check.js';

/**
 * Probes for orchestrators and load balancers. They have no per-client limit: a few addresses poll them often,
 * and a refused probe would take a healthy server out of service. Readiness asks the database at most once a
 * second, however many probes come (decision 045).
 */
export const healthProbeRoutes: FastifyPluginAsyncZod = async (app) => {
  const databaseReadiness = recentCheck(
    () => checkReadiness(app.deps.database.db, { demo: app.deps.config.SEED_DEMO }),
    app.deps.clock,
  );
  // A ping, bounded by the Redis timeout and skipped while its breaker is open: cheap enough to ask every time.
  const redisState = async () => (app.redis ? app.redis.check() : ('unused' as const));

  app.get(
    healthLivePath,
    { schema: { response: { 200: LivenessResponseSchema } }, config: { rateLimit: false } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    healthReadyPath,
    {
      schema: { response: { 200: ReadinessResponseSchema, 503: ReadinessResponseSchema } },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      // Draining is read afresh: it must turn readiness off the moment shutdown begins. Redis holds counters
      // only: without it this instance still serves (decision 043), so it stays ready, and a Redis outage never
      // takes every instance out of the load balancer at once.
      const [database, redis] = await Promise.all([databaseReadiness(), redisState()]);
      const checks = { ...database, redis, accepting: !app.draining.active };
      const ready = checks.database && checks.migrated && checks.seeded && checks.accepting;
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', checks });
    },
  );
};

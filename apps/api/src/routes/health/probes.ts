import { healthLivePath, healthReadyPath, LivenessResponseSchema, ReadinessResponseSchema } from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkReadiness } from '#api/db/readiness.js';

/** Probes for orchestrators and load balancers. */
export const healthProbeRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const [database, redis] = await Promise.all([
        checkReadiness(app.deps.database.db, { demo: app.deps.config.SEED_DEMO }),
        app.redis ? app.redis.check() : ('unused' as const),
      ]);
      // Redis holds counters only: without it this instance still serves (decision 043), so it stays ready, and
      // a Redis outage never takes every instance out of the load balancer at once.
      const checks = { ...database, accepting: !app.draining.active, redis };
      const ready = checks.database && checks.migrated && checks.seeded && checks.accepting;
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', checks });
    },
  );
};

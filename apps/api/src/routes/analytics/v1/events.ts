import {
  ANALYTICS_LIMITS,
  AnalyticsAcceptedResponseSchema,
  AnalyticsBatchSchema,
  analyticsEventsPath,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsRateLimitPerMinute } from '#api/config.js';
import { recordAnalyticsEvents } from '#api/modules/analytics';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    analyticsEventsPath,
    {
      // Far below the app-wide body limit: a batch of small events never needs more.
      bodyLimit: ANALYTICS_LIMITS.maxPayloadBytes,
      // Anyone may post here without a session, so each client gets a tighter limit of its own than the global
      // one (which this replaces for this route): with the batch cap it bounds the rows one client can add.
      config: { rateLimit: { max: analyticsRateLimitPerMinute(app.deps.config), timeWindow: '1 minute' } },
      schema: { body: AnalyticsBatchSchema, response: { 202: AnalyticsAcceptedResponseSchema } },
    },
    async (request, reply) => {
      const accepted = await recordAnalyticsEvents(
        { db: app.deps.database.db, clock: app.deps.clock },
        request.body.events,
      );
      return reply.status(202).send({ data: { accepted } });
    },
  );
};

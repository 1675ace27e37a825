import {
  ANALYTICS_LIMITS,
  AnalyticsAcceptedResponseSchema,
  AnalyticsBatchSchema,
  analyticsEventsPath,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAnalyticsEvents } from '#api/modules/analytics';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    analyticsEventsPath,
    {
      // Far below the app-wide body limit: a batch of small events never needs more.
      bodyLimit: ANALYTICS_LIMITS.maxPayloadBytes,
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

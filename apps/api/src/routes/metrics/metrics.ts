import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { metricsPath } from '#api/plugins/metrics/metrics.js';
import { beginTokenCheck } from './token-attempts.js';

/**
 * The metrics at /metrics on the main port, for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`.
 * Wrong tokens are limited per client by the attempt counter, not by the request rate limit, which would hold
 * back the scraper itself.
 */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  const token = app.deps.config.METRICS_TOKEN;
  if (!token) return;
  const expected = Buffer.from(`Bearer ${token}`);
  app.get(metricsPath, { config: { rateLimit: false } }, async (request, reply) => {
    const attempt = await beginTokenCheck(app, request.ip);
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ errors: [{ status: 401, code: 'UNAUTHORIZED', message: 'A metrics token is required.' }] });
    }
    await attempt.succeeded();
    return reply.type(app.metrics.registry.contentType).send(await app.metrics.registry.metrics());
  });
};

import { createServer, type Server } from 'node:http';
import { appointmentsPath, reservationsPath } from '@hs/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createMetrics, type Metrics } from './registry.js';

export const metricsPath = '/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * Prometheus metrics. They are served on their own port (METRICS_PORT, listening on METRICS_HOST: this machine
 * alone unless told otherwise) and/or at /metrics on the main port for a scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>` (routes/metrics); with neither set they are counted but not served.
 */
export const metricsPlugin = fp(async (app) => {
  const { config, database, clock } = app.deps;
  const metrics = createMetrics(database, clock, app.redis);
  app.decorate('metrics', metrics);

  app.addHook('onResponse', async (request, reply) => {
    record(metrics, request, reply);
  });

  if (config.METRICS_PORT !== undefined) {
    const port = config.METRICS_PORT;
    const server: Server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url !== metricsPath) {
        response.writeHead(404).end();
        return;
      }
      metrics.registry
        .metrics()
        .then((text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text))
        .catch(() => response.writeHead(500).end());
    });
    app.addHook('onReady', () => new Promise<void>((resolve) => server.listen(port, config.METRICS_HOST, resolve)));
    app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
  }
});

/** Counts the answer under its route pattern; holds, bookings and slot conflicts are read from their routes. */
function record(metrics: Metrics, request: FastifyRequest, reply: FastifyReply): void {
  // Unmatched paths share one label, so random URLs cannot grow the label set.
  const route = request.routeOptions.url ?? 'unmatched';
  const labels = { route, method: request.method, status_code: String(reply.statusCode) };
  metrics.requests.inc(labels);
  metrics.duration.observe(labels, reply.elapsedTime / 1000);
  if (request.method !== 'POST') return;
  const operation = route === reservationsPath ? 'hold' : route === appointmentsPath ? 'booking' : undefined;
  if (!operation) return;
  if (reply.statusCode === 201) (operation === 'hold' ? metrics.holds : metrics.bookings).inc();
  if (reply.statusCode === 409) metrics.conflicts.inc({ operation });
}

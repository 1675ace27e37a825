import fp from 'fastify-plugin';

export interface Draining {
  /** Set when the process has been told to stop: it still answers, but asks clients to go elsewhere. */
  active: boolean;
  /** Resolves once no request has been in flight for `quietMs` (or after `maxMs` regardless). */
  whenQuiet(quietMs: number, maxMs: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    draining: Draining;
  }
}

/**
 * The first phase of a graceful stop. While draining, readiness answers 503 so load balancers stop sending
 * traffic, and every answer carries `Connection: close` so kept-alive clients reconnect elsewhere; requests
 * that still arrive are served in full. The server stops listening only once it has been quiet for a moment:
 * closing the listener also drops every connection without a request under way, and under load (PGlite's
 * queries run on the event loop) a connection can hold a request the process has not read yet.
 */
export const drainingPlugin = fp(async (app) => {
  let inFlight = 0;
  let lastActivity = performance.now();
  app.server.on('request', (_request, response) => {
    inFlight += 1;
    lastActivity = performance.now();
    response.once('close', () => {
      inFlight -= 1;
      lastActivity = performance.now();
    });
  });

  const draining: Draining = {
    active: false,
    async whenQuiet(quietMs, maxMs) {
      const deadline = performance.now() + maxMs;
      while (performance.now() < deadline) {
        if (inFlight === 0 && performance.now() - lastActivity >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, Math.min(quietMs, 50)));
      }
    },
  };
  app.decorate('draining', draining);
  app.addHook('onRequest', async (_request, reply) => {
    if (draining.active) reply.header('connection', 'close');
  });
});

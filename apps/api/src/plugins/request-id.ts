import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

const acceptable = /^[A-Za-z0-9-]{8,64}$/;

/** Keeps a caller's well-formed X-Request-Id so logs join up across services; otherwise makes one. */
export function genRequestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && acceptable.test(given) ? given : randomUUID();
}

export const requestIdPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
});

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SchedulingContext } from '#api/modules/slot-inventory';

export function schedulingContext(app: FastifyInstance, request: FastifyRequest): SchedulingContext {
  return { db: app.deps.database.db, clock: app.deps.clock, config: app.deps.config, requestId: request.id };
}

/** Answers about holds and appointments carry reservation and confirmation codes: no cache may keep them. */
export function neverCached(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}

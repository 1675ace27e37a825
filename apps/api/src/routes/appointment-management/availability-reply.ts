import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AvailabilityCache, AvailabilityDeps } from '#api/modules/availability';

/** The searches and the timeslots share one process cache, built once by the app. */
export interface AvailabilityRouteOptions {
  cache: AvailabilityCache;
}

export function availabilityDeps(app: FastifyInstance, options: AvailabilityRouteOptions): AvailabilityDeps {
  return { db: app.deps.database.db, clock: app.deps.clock, cache: options.cache };
}

/**
 * The route's schema types the query and documents the answer (tests check answers against it); the services
 * write the answer's JSON themselves, since it holds thousands of slots, and it is sent as written.
 */
export function sendAvailability(reply: FastifyReply, json: Buffer) {
  return reply.type('application/json; charset=utf-8').send(json);
}

import { z } from 'zod';

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});

/** Liveness (healthLivePath): the process answers. An orchestrator restarts it when this fails. */
export const LivenessResponseSchema = z.object({ status: z.literal('ok') });

/**
 * Readiness (healthReadyPath): migrated, seeded, the database reachable and not shutting down. A load balancer sends traffic only
 * while it is 200. `redis` says whether the counters' Redis answers ('unused' without REDIS_URL); an instance serves
 * without it, so it never makes the answer 503 (decision 043).
 */
export const ReadinessResponseSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.object({
    database: z.boolean(),
    migrated: z.boolean(),
    seeded: z.boolean(),
    accepting: z.boolean(),
    redis: z.enum(['up', 'down', 'unused']),
  }),
});
export type Readiness = z.infer<typeof ReadinessResponseSchema>;

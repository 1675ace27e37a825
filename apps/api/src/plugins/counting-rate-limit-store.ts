import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/** Counts a hit of `key` in a fixed window of `windowMs`: the count this one included and the window's time left. */
export type CountHit = (key: string, windowMs: number) => Promise<{ current: number; ttl: number }>;

/**
 * A @fastify/rate-limit store over a counting function: the global limit's keys start `global:`, a route's own
 * limit's with its method and path. A rejected count reaches the plugin as an error (see skipOnError).
 */
export function countingRateLimitStore(count: CountHit): FastifyRateLimitStoreCtor {
  class CountingStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'global:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
    ) {
      count(this.prefix + key, windowMs).then(
        (hit) => callback(null, hit),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: { method?: string | string[]; url?: string; routeInfo?: { method?: string; url?: string } }) {
      const route = routeOptions.routeInfo ?? routeOptions;
      return new CountingStore(undefined, `${String(route.method)} ${route.url}:`);
    }
  }
  return CountingStore as unknown as FastifyRateLimitStoreCtor;
}

import { once } from 'node:events';
import { Redis } from 'ioredis';
import { answerWithin } from './answer-within.js';
import { type CircuitBreaker, circuitBreaker } from './circuit-breaker.js';

/** A local Redis answers in well under a millisecond; one that takes this long is treated as gone. */
export const REDIS_CONNECT_TIMEOUT_MS = 250;
/** The default of REDIS_COMMAND_TIMEOUT_MS. */
export const REDIS_COMMAND_TIMEOUT_MS = 250;
/** After a failed command, how long Redis is left alone before one request tries it again. */
export const REDIS_COOL_OFF_MS = 5000;

export type RedisState = 'up' | 'down';

/** Thrown instead of asking Redis while it is known to be down: the caller counts elsewhere or not at all. */
export class RedisUnavailable extends Error {
  constructor() {
    super('Redis is unavailable');
  }
}

/** The one Redis connection of an API process, with what it knows of Redis's health. */
export interface RedisLink {
  /** Runs commands now, or throws RedisUnavailable at once while disconnected or cooling off after a failure. */
  run<T>(commands: (redis: Redis) => Promise<T>): Promise<T>;
  /** What the connection and the last commands say, without asking Redis. */
  state(): RedisState;
  /** Asks Redis (a PING, within the command timeout) unless it is cooling off or disconnected. */
  check(): Promise<RedisState>;
  /** Resolves once connected, or after the connect timeout: the process serves without Redis too. */
  connected(): Promise<void>;
  close(): void;
}

/**
 * Commands fail fast instead of queueing while disconnected (no offline queue, no retries), give up after
 * REDIS_COMMAND_TIMEOUT_MS, and after a failure the circuit breaker keeps requests off Redis for a cool-off, so
 * a Redis that died or hangs costs requests nothing while the connection keeps trying to come back in the
 * background. A new connection ends the cool-off at once.
 */
export function redisLink(
  url: string,
  options: { commandTimeoutMs?: number; onChange?: (state: RedisState) => void } = {},
): RedisLink {
  const commandTimeoutMs = options.commandTimeoutMs ?? REDIS_COMMAND_TIMEOUT_MS;
  const redis = new Redis(url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
  });
  let reported: RedisState = 'down';
  const state = (): RedisState => (redis.status === 'ready' && breaker.state() === 'closed' ? 'up' : 'down');
  const report = () => {
    const now = state();
    if (now !== reported) options.onChange?.(now);
    reported = now;
  };
  const breaker: CircuitBreaker = circuitBreaker({
    coolOffMs: REDIS_COOL_OFF_MS,
    now: Date.now,
    onChange: report,
  });
  // Without a listener a lost connection would crash the process; what it means shows in state().
  redis.on('error', () => {});
  redis.on('ready', () => {
    breaker.retryNow();
    report();
  });
  redis.on('close', report);

  const run = async <T>(commands: (redis: Redis) => Promise<T>): Promise<T> => {
    if (redis.status !== 'ready' || !breaker.allow()) throw new RedisUnavailable();
    try {
      const result = await answerWithin(commands(redis), commandTimeoutMs);
      breaker.succeeded();
      return result;
    } catch (error) {
      breaker.failed();
      throw error;
    }
  };
  return {
    run,
    state,
    // Probes try Redis too once a cool-off has ended, so readiness finds it back without other traffic.
    check: () => run((r) => r.ping()).then(state, state),
    connected: async () => {
      if (redis.status === 'ready') return;
      await once(redis, 'ready', { signal: AbortSignal.timeout(2 * REDIS_CONNECT_TIMEOUT_MS) }).catch(() => {});
    },
    close: () => redis.disconnect(),
  };
}

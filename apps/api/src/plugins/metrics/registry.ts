import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from '#api/clock.js';
import type { DatabaseHandle } from '#api/db/client.js';
import { type QueueFigures, queueFigures } from '#api/modules/notifications';
import type { RedisLink } from '#api/redis/redis-link.js';

const CHANNELS = ['email', 'sms'] as const;

/**
 * The application's metrics. Labels are route patterns, methods, status codes and fixed words only: never a
 * path with its values, an id, a code or anything about a patient, so no label can identify a person.
 */
export function createMetrics(database: DatabaseHandle, clock: Clock, redis: RedisLink | null) {
  const registry = new Registry();
  // Process figures, event-loop lag among them (nodejs_eventloop_lag_seconds and its percentiles).
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status code.',
    labelNames: ['route', 'method', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by route pattern, method and status code.',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const holds = new Counter({ name: 'hs_holds_total', help: 'Slots held (reservations made).', registers: [registry] });
  const bookings = new Counter({
    name: 'hs_bookings_total',
    help: 'Appointments booked.',
    registers: [registry],
  });
  const conflicts = new Counter({
    name: 'hs_slot_conflicts_total',
    help: 'Holds and bookings refused because the slot was taken (409), by operation.',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  const notifications = new Counter({
    name: 'hs_notifications_total',
    help: 'Outbox messages by channel, kind and outcome: sent, retry (failed, due again later), dead (given up), skipped (no longer applies), expired (deleted unsent: its visit passed, or it was dead too long).',
    labelNames: ['channel', 'kind', 'outcome'] as const,
    registers: [registry],
  });
  const notificationChannelRefused = new Gauge({
    name: 'hs_notification_config_failing',
    help: "1 while this process's messages of the channel are held because the provider refuses our configuration (credentials, TLS, sender); alert on it.",
    labelNames: ['channel'] as const,
    registers: [registry],
  });
  for (const channel of CHANNELS) notificationChannelRefused.set({ channel }, 0);
  // One reading of the outbox serves both queue gauges of a scrape (they are collected together), so a scrape
  // takes one connection. A scrape during a database outage still answers, with the figures it last read.
  let reading: Promise<QueueFigures[] | undefined> | undefined;
  const readQueue = () => {
    reading ??= queueFigures(database.db, clock.now())
      .catch(() => undefined)
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  const queueGauge = (name: string, help: string, figure: (queue: QueueFigures) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['channel'] as const,
      registers: [registry],
      async collect() {
        const queue = await readQueue();
        for (const channel of CHANNELS) {
          const figures = queue?.find((row) => row.channel === channel);
          if (queue) this.set({ channel }, figures ? figure(figures) : 0);
        }
      },
    });
  queueGauge(
    'hs_notification_oldest_due_seconds',
    'How long the longest-waiting message of the channel has been due and not sent (0: none is waiting).',
    (queue) => queue.oldestDueSeconds,
  );
  queueGauge(
    'hs_notifications_pending',
    'Messages of the channel waiting in the outbox, due or not yet due (reminders wait for their time).',
    (queue) => queue.pending,
  );
  new Gauge({
    name: 'hs_db_pool_connections',
    help: 'Database connections of this process by state (PostgreSQL pool; the embedded database is one).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = database.poolStats();
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  if (redis) {
    new Gauge({
      name: 'hs_redis_up',
      help: '1 while this process counts in Redis; 0 while Redis is down or cooling off after a failed command, when attempts are counted in the database and the global rate limit is not applied.',
      registers: [registry],
      collect() {
        this.set(redis.state() === 'up' ? 1 : 0);
      },
    });
  }

  return { registry, requests, duration, holds, bookings, conflicts, notifications, notificationChannelRefused };
}

export type Metrics = ReturnType<typeof createMetrics>;

import { z } from 'zod';
import { MAKE_A_KEY } from '#api/modules/security';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const ConfigSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('.data/pglite'),
    /** 32 bytes, base64 or hex; patient data is encrypted with it. Same as ENCRYPTION_KEYS=primary:<key>. */
    ENCRYPTION_KEY: z.string().min(32).optional(),
    /**
     * `id:key,id:key`, newest first: new values are sealed with the first, all open values. Without any key the
     * embedded database keeps a random one in DATA_DIR; with DATABASE_URL a key is required.
     */
    ENCRYPTION_KEYS: z.string().min(34).optional(),
    HOLD_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
    /**
     * How long clients may keep the open availability feed's manifest and files (Cache-Control max-age), and so
     * how often it moves on by time alone; a booking, hold or closure shows at once (decision 059).
     */
    FEED_MAX_AGE_SECONDS: z.coerce.number().int().min(60).max(300).default(120),
    /** Providers' computed slots kept for reuse between searches (about 10 KB each); 0 computes every search anew. */
    AVAILABILITY_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(5000),
    /** Wrong confirmation codes allowed per client (IPv4 address or IPv6 /64) within the window, then 429. */
    CONFIRM_ATTEMPT_LIMIT: z.coerce.number().int().min(1).max(1000).default(5),
    CONFIRM_ATTEMPT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    REDIS_URL: z.string().url().optional(),
    /** How long a Redis command may take before Redis counts as down for a while (decision 043). */
    REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(250),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /**
     * Analytics batches one client may post a minute; unset, a fifth of RATE_LIMIT_PER_MINUTE (120 by default),
     * so a setting that raises the global limit (a load test, the browser journeys) raises this one with it.
     */
    ANALYTICS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).optional(),
    /** Analytics events older than this are deleted, in batches, by every API process every hour. */
    ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /** Serves Prometheus metrics at /metrics on this port of its own (keep it off the public network). */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** The address that port listens on: this machine alone unless told otherwise; never a public one. */
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /** Serves Prometheus metrics at /metrics on the main port to scrapers sending `Authorization: Bearer <token>`. */
    METRICS_TOKEN: z.string().min(16).optional(),
    /** After SIGTERM, how long to keep serving while readiness says 503, so load balancers stop sending traffic. */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(2),
    /** Then how long requests in flight may take to finish before the process gives up and exits 1. */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(10),
    /** Longest time a client may take to send a whole request, body included; then 408 and the connection closes. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /** Longest time a client may take to send the request headers. */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    /** Whose X-Forwarded-For names the client: `false`, the number of proxies in front, or their addresses. */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, context): TrustProxy => {
        const trust = parseTrustProxy(value);
        if (trust === false || !('error' in trust)) return trust;
        context.addIssue({ code: 'custom', message: trust.error });
        return z.NEVER;
      }),
    SEED_DEMO: booleanFlag.default(true),
    /**
     * API processes sharing the port (node:cluster), one per core being the usual choice. More than one needs
     * PostgreSQL: the embedded database belongs to a single process.
     */
    API_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
    /** Write confirmations, cancellations and reminders to the outbox; false: the scheduler sends patients nothing. */
    NOTIFICATIONS: booleanFlag.default(true),
    /**
     * Where patients reach the site; links in e-mails and text messages start with it. Unset, this server's own
     * address on this machine (http://localhost:PORT), which is right for development only: see publicUrlWarning.
     */
    PUBLIC_URL: z.string().url().optional(),
    /** `smtp://user:pass@host:port` (or smtps://); without it e-mails stay queued in the outbox. */
    SMTP_URL: z.string().url().optional(),
    /** The From address of e-mails, e.g. `The Local Clinic <appointments@example.com>`. */
    MAIL_FROM: z.string().min(3).max(200).optional(),
    /** How long before a visit its reminder is sent. */
    REMINDER_HOURS: z.coerce
      .number()
      .min(1)
      .max(24 * 14)
      .default(24),
    /** A Twilio-compatible Messages endpoint; without it text messages stay queued in the outbox. */
    SMS_API_URL: z.string().url().optional(),
    /** The provider's account id and token, sent as HTTP basic authentication. */
    SMS_ACCOUNT_ID: z.string().min(1).optional(),
    SMS_AUTH_TOKEN: z.string().min(1).optional(),
    /** The number (or messaging service id) text messages are sent from. */
    SMS_FROM: z.string().min(1).optional(),
    /** How long a message is retried through transient failures (outages, throttling) before it is dead. */
    NOTIFICATION_GIVE_UP_HOURS: z.coerce
      .number()
      .min(0.01)
      .max(24 * 14)
      .default(24),
    /** How long a dead message keeps its contact details for `notifications retry-dead`; then it is deleted. */
    NOTIFICATION_KEEP_DEAD_DAYS: z.coerce.number().min(0).max(365).default(7),
    /** The first retry's delay in seconds; each further failure doubles it (with jitter), up to an hour. */
    NOTIFICATION_RETRY_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
    /** How long a process may take to deliver the messages it took before another process may take them. */
    NOTIFICATION_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(120),
    /** How often each API process looks for messages due, in milliseconds; 0: this process delivers nothing. */
    NOTIFICATION_POLL_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
    /** How long a seat offered from the waitlist is held for the patient it was offered to (decision 060). */
    WAITLIST_OFFER_MINUTES: z.coerce.number().int().min(1).max(120).default(10),
    /** How often each API process offers freed seats and ends offers that ran out, in ms; 0: this process does not. */
    WAITLIST_POLL_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
    /** Waitlist requests one client (IPv4 address or IPv6 /64) may make an hour, confirmed or not. */
    WAITLIST_JOIN_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  })
  .refine((config) => !config.DATABASE_URL || config.ENCRYPTION_KEY || config.ENCRYPTION_KEYS, {
    path: ['ENCRYPTION_KEY'],
    message: `DATABASE_URL is set, so patient data needs a key of your own. Make one with ${MAKE_A_KEY} and set it as ENCRYPTION_KEY (keep it secret and keep it safe: without it the data cannot be read).`,
  })
  .refine((config) => config.HEADERS_TIMEOUT_MS <= config.REQUEST_TIMEOUT_MS, {
    path: ['HEADERS_TIMEOUT_MS'],
    message: 'HEADERS_TIMEOUT_MS cannot be longer than REQUEST_TIMEOUT_MS.',
  })
  .refine((config) => !config.SMTP_URL || config.MAIL_FROM, {
    path: ['MAIL_FROM'],
    message: 'SMTP_URL is set, so e-mails need a From address: set MAIL_FROM.',
  })
  .refine((config) => !config.SMS_API_URL || config.SMS_FROM, {
    path: ['SMS_FROM'],
    message: 'SMS_API_URL is set, so text messages need a sender: set SMS_FROM.',
  })
  .refine((config) => config.API_WORKERS === 1 || config.DATABASE_URL !== undefined, {
    path: ['API_WORKERS'],
    message: 'More than one API worker needs DATABASE_URL (PostgreSQL).',
  })
  .transform((config) => ({ ...config, PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` }));

export type Config = z.infer<typeof ConfigSchema>;

/** How many analytics batches one client may post a minute: the setting, or a fifth of the global limit. */
export function analyticsRateLimitPerMinute(config: Config): number {
  return config.ANALYTICS_RATE_LIMIT_PER_MINUTE ?? Math.max(1, Math.ceil(config.RATE_LIMIT_PER_MINUTE / 5));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${fields}`);
  }
  return parsed.data;
}

/**
 * The start-up warning for production without PUBLIC_URL: every link sent to patients would point at this
 * server's own address on its own machine, which no patient can open.
 */
export function publicUrlWarning(env: NodeJS.ProcessEnv, config: Config): string | undefined {
  if (env.NODE_ENV !== 'production' || env.PUBLIC_URL) return undefined;
  return (
    `PUBLIC_URL is not set, so links in e-mails and text messages point to ${config.PUBLIC_URL}, which patients ` +
    'cannot open: set PUBLIC_URL to the address they use, e.g. https://scheduler.example.com'
  );
}

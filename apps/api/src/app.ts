import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { availabilityCache } from '#api/modules/availability';
import {
  type AttemptCounter,
  attemptCounter,
  configuredKeyring,
  createSecrets,
  newKeyList,
  parseKeyring,
  type Secrets,
} from '#api/modules/security';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { adminListenerPlugin } from './plugins/admin-listener.js';
import { analyticsRetentionPlugin } from './plugins/analytics-retention.js';
import { createClientErrorHandler } from './plugins/client-error.js';
import { compressionPlugin } from './plugins/compression.js';
import { drainingPlugin } from './plugins/draining.js';
import { errorHandlerPlugin, sendMalformedRequest } from './plugins/error-handler.js';
import { idempotencyExpiryPlugin } from './plugins/idempotency-expiry.js';
import { loggerOptions } from './plugins/logger.js';
import { metricsPlugin } from './plugins/metrics/metrics.js';
import { notificationsPlugin } from './plugins/notifications.js';
import { pageHeadersPlugin } from './plugins/page-headers.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { genRequestId, requestIdPlugin } from './plugins/request-id.js';
import { securityPlugin } from './plugins/security.js';
import { staffAuthPlugin } from './plugins/staff-auth.js';
import { waitlistPlugin } from './plugins/waitlist.js';
import { webAppPlugin } from './plugins/web-app.js';
import { webBuildHeaderPlugin } from './plugins/web-build-header.js';
import { type RedisLink, redisLink } from './redis/redis-link.js';
import { analyticsRoutes } from './routes/analytics/v1/events.js';
import { appointmentReservationsRoutes } from './routes/appointment-management/v1/appointment-reservations.js';
import { benefitCodeRoutes } from './routes/appointment-management/v1/benefit-code/validate.js';
import { clinicDetailsRoutes } from './routes/appointment-management/v1/clinic-details.js';
import { clinicsRoutes } from './routes/appointment-management/v1/clinics.js';
import { resultsRoutes } from './routes/appointment-management/v1/results.js';
import { servicesRoutes } from './routes/appointment-management/v1/services.js';
import { waitlistRoutes } from './routes/appointment-management/v1/waitlist.js';
import { appointmentsRoutes } from './routes/appointment-management/v2/appointments.js';
import { licensureRoutes } from './routes/appointment-management/v2/licensure-states.js';
import { reminderOptOutRoutes } from './routes/appointment-management/v2/reminder-opt-out.js';
import { timeslotsRoutes } from './routes/appointment-management/v3/timeslots.js';
import { addressValidationRoutes } from './routes/atlas/v1/locator/address-validation.js';
import { brandLogoRoutes } from './routes/brand-logos/brand-logos.js';
import { contentRoutes } from './routes/content/content.js';
import { bulkPublishRoutes } from './routes/fhir/bulk-publish.js';
import { fhirOperationRoutes } from './routes/fhir/operations.js';
import { fhirResourceRoutes } from './routes/fhir/resources.js';
import { fhirStaffAppointmentRoutes } from './routes/fhir/staff-appointments.js';
import { healthProbeRoutes } from './routes/health/probes.js';
import { healthRoutes } from './routes/health.js';
import { metricsRoutes } from './routes/metrics/metrics.js';
import { clinicDeskRoutes } from './routes/staff-api/clinic-desk.js';
import { staffInviteRoutes } from './routes/staff-api/v1/invites.js';
import { staffPasskeyRoutes } from './routes/staff-api/v1/passkeys.js';
import { staffPeopleRoutes } from './routes/staff-api/v1/people.js';
import { staffSessionRoutes } from './routes/staff-api/v1/session.js';
import { staffSignInRoutes } from './routes/staff-api/v1/sign-in.js';
import { staffVerificationRoutes } from './routes/staff-api/v1/verification.js';
import { tlcClinicRoutes } from './routes/tlc/api/clinic.js';
import { tlcLocationRoutes } from './routes/tlc/api/location.js';
import { serverTimeoutOptions } from './server-timeouts.js';
import { trustProxyOption } from './trust-proxy.js';

interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** A destination for the JSON log lines (tests read them); stdout when absent. */
  logStream?: NodeJS.WritableStream;
  /** The embedded database's data folder, when this process owns one: it then serves the admin listener. */
  adminDataDir?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Required<Omit<AppDependencies, 'logStream' | 'adminDataDir'>>;
    /** Seals and opens patient data, and makes the keyed hashes; one for the whole app. */
    secrets: Secrets;
    /** Counts guesses at appointments, in one place for every API process. */
    attempts: AttemptCounter;
    /** The process's one Redis connection when REDIS_URL is set, which knows whether Redis is up. */
    redis: RedisLink | null;
  }
}

export type App = FastifyInstance;

/** Builds the whole HTTP app: external plugins, then app plugins, then routes. */
export async function buildApp(deps: AppDependencies): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(deps.config.LOG_LEVEL, deps.logStream),
    genReqId: genRequestId,
    requestIdHeader: false,
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    ...serverTimeoutOptions(deps.config),
    // Long path segments reach the route's own schema, which answers 400 naming the parameter.
    routerOptions: { maxParamLength: 16 * 1024, ignoreTrailingSlash: false },
    // Malformed URLs (bad percent escapes) get our error body, without echoing the URL back.
    frameworkErrors: (error, request, reply) =>
      sendMalformedRequest(error, request as FastifyRequest, reply as FastifyReply),
    clientErrorHandler: createClientErrorHandler(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', { config: deps.config, database: deps.database, clock: deps.clock ?? systemClock });
  // The server always resolves a key before it builds the app (see encryption-keys.ts); only an app built
  // in-process without one (tests, tools) gets a random key that lives as long as it does.
  app.decorate('secrets', createSecrets(configuredKeyring(deps.config) ?? parseKeyring(newKeyList('ephemeral'))));
  const redis = deps.config.REDIS_URL
    ? connectRedis(app, deps.config.REDIS_URL, deps.config.REDIS_COMMAND_TIMEOUT_MS)
    : undefined;
  app.decorate('redis', redis ?? null);
  app.decorate('attempts', attemptCounter(deps.database.db, redis));
  app.addHook('onClose', async () => app.attempts.close());

  await app.register(requestIdPlugin);
  await app.register(drainingPlugin);
  await app.register(metricsPlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(pageHeadersPlugin);
  await app.register(webBuildHeaderPlugin, { webDist: deps.config.WEB_DIST });
  await app.register(rateLimitPlugin, { config: deps.config, redis });
  await app.register(staffAuthPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(notificationsPlugin);
  await app.register(analyticsRetentionPlugin);
  await app.register(idempotencyExpiryPlugin);
  await app.register(waitlistPlugin);
  if (deps.adminDataDir) await app.register(adminListenerPlugin, { dataDir: deps.adminDataDir });

  // Registered in the order of their paths; routes/ mirrors the paths.
  const availability = { cache: availabilityCache(deps.config.AVAILABILITY_CACHE_ENTRIES) };
  await app.register(analyticsRoutes);
  await app.register(appointmentReservationsRoutes);
  await app.register(benefitCodeRoutes);
  await app.register(clinicDetailsRoutes);
  await app.register(clinicsRoutes);
  await app.register(resultsRoutes, availability);
  await app.register(servicesRoutes);
  await app.register(waitlistRoutes, availability);
  await app.register(appointmentsRoutes);
  await app.register(licensureRoutes);
  await app.register(reminderOptOutRoutes);
  await app.register(timeslotsRoutes, availability);
  await app.register(addressValidationRoutes);
  await app.register(brandLogoRoutes);
  await app.register(contentRoutes);
  await app.register(bulkPublishRoutes);
  await app.register(fhirResourceRoutes);
  await app.register(fhirOperationRoutes);
  await app.register(fhirStaffAppointmentRoutes);
  await app.register(healthRoutes);
  await app.register(healthProbeRoutes);
  await app.register(metricsRoutes);
  await app.register(staffInviteRoutes);
  await app.register(staffPasskeyRoutes);
  await app.register(staffPeopleRoutes);
  await app.register(staffSessionRoutes);
  await app.register(staffSignInRoutes);
  await app.register(staffVerificationRoutes);
  await app.register(clinicDeskRoutes, availability);
  await app.register(tlcClinicRoutes);
  await app.register(tlcLocationRoutes);

  await app.register(webAppPlugin, { webDist: deps.config.WEB_DIST });
  return app;
}

/**
 * The one Redis connection of the app, which says in the log when Redis goes and comes back; the app waits for
 * it to connect before serving (briefly: without Redis it serves all the same) and closes it last.
 */
function connectRedis(app: FastifyInstance, url: string, commandTimeoutMs: number): RedisLink {
  const down = 'Redis is down: attempts are counted in the database, the global rate limit is not applied';
  const link = redisLink(url, {
    commandTimeoutMs,
    onChange: (state) => {
      if (state === 'up') app.log.info('Redis is up: the rate-limit and attempt counters are kept in it');
      else app.log.warn(down);
    },
  });
  app.addHook('onReady', async () => {
    await link.connected();
    if (link.state() === 'down') app.log.warn(down);
  });
  app.addHook('onClose', async () => link.close());
  return link;
}

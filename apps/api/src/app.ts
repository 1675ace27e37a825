import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { createClientErrorHandler } from './plugins/client-error.js';
import { compressionPlugin } from './plugins/compression.js';
import { errorHandlerPlugin, sendMalformedRequest } from './plugins/error-handler.js';
import { loggerOptions } from './plugins/logger.js';
import { pageHeadersPlugin } from './plugins/page-headers.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { genRequestId, requestIdPlugin } from './plugins/request-id.js';
import { securityPlugin } from './plugins/security.js';
import { webAppPlugin } from './plugins/web-app.js';
import { servicesRoutes } from './routes/appointment-management/v1/services.js';
import { availabilityRoutes } from './routes/availability.js';
import { bookingsRoutes } from './routes/bookings.js';
import { contentRoutes } from './routes/content/content.js';
import { healthRoutes } from './routes/health.js';
import { placesRoutes } from './routes/places.js';
import { serverTimeoutOptions } from './server-timeouts.js';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** A destination for the JSON log lines (tests read them); stdout when absent. */
  logStream?: NodeJS.WritableStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Required<Omit<AppDependencies, 'logStream'>>;
  }
}

export type App = FastifyInstance;

/** Builds the whole HTTP app: external plugins, then app plugins, then routes. */
export async function buildApp(deps: AppDependencies): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(deps.config.LOG_LEVEL, deps.logStream),
    genReqId: genRequestId,
    requestIdHeader: false,
    trustProxy: deps.config.TRUST_PROXY,
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

  await app.register(requestIdPlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(pageHeadersPlugin);
  await app.register(rateLimitPlugin, { config: deps.config });
  await app.register(errorHandlerPlugin);

  await app.register(healthRoutes);
  await app.register(servicesRoutes);
  await app.register(contentRoutes);
  await app.register(availabilityRoutes);
  await app.register(bookingsRoutes);
  await app.register(placesRoutes);

  await app.register(webAppPlugin, { webDist: deps.config.WEB_DIST });
  return app;
}

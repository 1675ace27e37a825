import fp from 'fastify-plugin';
import { createOfferWorker, type OfferWorker } from '#api/modules/waitlist';

declare module 'fastify' {
  interface FastifyInstance {
    waitlist: OfferWorker;
  }
}

/**
 * Offers freed seats to the waitlist and ends offers that ran out, from inside every API process
 * (WAITLIST_POLL_MS; 0 leaves it to the others), sharing the rows through the database (decision 060).
 */
export const waitlistPlugin = fp(async (app) => {
  const { config, database, clock } = app.deps;
  const worker = createOfferWorker({
    db: database.db,
    clock,
    config,
    secrets: app.secrets,
    log: app.log,
    roundFailed: app.databaseOutage.roundFailure('waitlist round failed'),
  });
  app.decorate('waitlist', worker);
  app.addHook('onReady', async () => {
    if (config.WAITLIST_POLL_MS > 0) worker.start(config.WAITLIST_POLL_MS);
  });
  app.addHook('onClose', async () => worker.stop());
});

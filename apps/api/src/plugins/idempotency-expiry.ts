import fp from 'fastify-plugin';
import type { Expiry } from '#api/db/batched-expiry.js';
import { idempotencyExpiry } from '#api/modules/appointments';

declare module 'fastify' {
  interface FastifyInstance {
    idempotencyExpiry: Expiry;
  }
}

/** Deletes Idempotency-Key answers past their 24 hours from inside every API process, every hour (decision 068). */
export const idempotencyExpiryPlugin = fp(async (app) => {
  const { database, clock } = app.deps;
  const expiry = idempotencyExpiry({
    db: database.db,
    clock,
    log: app.log,
    roundFailed: app.databaseOutage.roundFailure('idempotent answers expiry failed'),
  });
  app.decorate('idempotencyExpiry', expiry);
  app.addHook('onReady', async () => expiry.start());
  app.addHook('onClose', async () => expiry.stop());
});

import fp from 'fastify-plugin';
import { type AnalyticsRetention, analyticsRetention } from '#api/modules/analytics';

declare module 'fastify' {
  interface FastifyInstance {
    analyticsRetention: AnalyticsRetention;
  }
}

/** Deletes analytics events older than ANALYTICS_RETENTION_DAYS from inside every API process, every hour. */
export const analyticsRetentionPlugin = fp(async (app) => {
  const { config, database, clock } = app.deps;
  const retention = analyticsRetention({
    db: database.db,
    clock,
    retentionDays: config.ANALYTICS_RETENTION_DAYS,
    log: app.log,
    roundFailed: app.databaseOutage.roundFailure('analytics events expiry failed'),
  });
  app.decorate('analyticsRetention', retention);
  app.addHook('onReady', async () => retention.start());
  app.addHook('onClose', async () => retention.stop());
});

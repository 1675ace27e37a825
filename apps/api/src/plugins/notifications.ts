import fp from 'fastify-plugin';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import { createDeliveryWorker, type DeliveryWorker, httpSmsSender, smtpSender } from '#api/modules/notifications';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: DeliveryWorker;
  }
}

const BATCH_SIZE = 20;

/** The From address's name and e-mail, for the calendar's ORGANIZER. */
function organizerOf(mailFrom: string | undefined): { name: string; email: string } {
  const [first] = mailFrom ? addressparser(mailFrom, { flatten: true }) : [];
  return { name: first?.name || 'The Local Clinic', email: first?.address || 'appointments@localhost' };
}

/**
 * Delivers the outbox (decisions 023 and 038) from inside the API process: e-mail when SMTP_URL is set, text
 * messages when SMS_API_URL is set. A channel that is off keeps its messages queued until their visit, and the log
 * says so once; the worker deletes what can no longer serve whether or not a channel is on.
 */
export const notificationsPlugin = fp(async (app) => {
  const { config, database, clock } = app.deps;
  const email = config.SMTP_URL ? smtpSender({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM ?? '' }) : undefined;
  const sms = config.SMS_API_URL
    ? httpSmsSender({
        url: config.SMS_API_URL,
        from: config.SMS_FROM ?? '',
        accountId: config.SMS_ACCOUNT_ID,
        authToken: config.SMS_AUTH_TOKEN,
      })
    : undefined;
  const worker = createDeliveryWorker({
    db: database.db,
    secrets: app.secrets,
    clock,
    settings: {
      publicUrl: config.PUBLIC_URL,
      organizer: organizerOf(config.MAIL_FROM),
      giveUpHours: config.NOTIFICATION_GIVE_UP_HOURS,
      keepDeadDays: config.NOTIFICATION_KEEP_DEAD_DAYS,
      retrySeconds: config.NOTIFICATION_RETRY_SECONDS,
      leaseSeconds: config.NOTIFICATION_LEASE_SECONDS,
      batchSize: BATCH_SIZE,
    },
    senders: { email, sms },
    onOutcome: (outcome, { channel, kind }) => app.metrics.notifications.inc({ channel, kind, outcome }),
    onChannelAlarm: (channel, failing) => app.metrics.notificationChannelRefused.set({ channel }, failing ? 1 : 0),
    log: app.log,
    roundFailed: app.databaseOutage.roundFailure('notification round failed'),
  });
  app.decorate('notifications', worker);

  app.addHook('onReady', async () => {
    if (!email)
      app.log.info('email is off: SMTP_URL is not set, so e-mails stay queued in the outbox until their visit');
    if (!sms) {
      app.log.info(
        'text messages are off: SMS_API_URL is not set, so they stay queued in the outbox until their visit',
      );
    }
    if (config.NOTIFICATION_POLL_MS > 0) worker.start(config.NOTIFICATION_POLL_MS);
  });
  app.addHook('onClose', async () => {
    await worker.stop();
    email?.close();
    sms?.close();
  });
});

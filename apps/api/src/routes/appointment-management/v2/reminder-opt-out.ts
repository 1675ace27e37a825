import { notificationTexts } from '@hs/content';
import {
  AppointmentParamsSchema,
  ReminderOptOutBodySchema,
  ReminderOptOutQuerySchema,
  reminderOptOutPath,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readContent } from '#api/modules/content/stored-content.js';
import { isOptOutLink, optOutOfReminders } from '#api/modules/notifications/reminder-opt-out.js';
import { reminderOptOutPage } from '#api/modules/notifications/reminder-opt-out-page.js';
import { neverCached } from '#api/routes/appointment-management/scheduling-request.js';

/** The signed link in a reminder: GET asks, POST (the page's button or a mail client's one-click) turns reminders off. */
export const reminderOptOutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  neverCached(app);
  // RFC 8058 one-click unsubscribe posts a form; only this route reads one.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const texts = async () => (await readContent(db, notificationTexts)).reminderOptOut;

  app.get(
    reminderOptOutPath,
    { schema: { params: AppointmentParamsSchema, querystring: ReminderOptOutQuerySchema } },
    async (request, reply) => {
      const valid = await isOptOutLink(db, app.secrets, request.params.id, request.query.signature);
      const page = valid
        ? reminderOptOutPage(await texts(), {
            kind: 'ask',
            action: `?${new URLSearchParams({ signature: request.query.signature })}`,
          })
        : reminderOptOutPage(await texts(), { kind: 'invalid' });
      return reply
        .status(valid ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(page);
    },
  );

  app.post(
    reminderOptOutPath,
    {
      schema: {
        params: AppointmentParamsSchema,
        querystring: ReminderOptOutQuerySchema,
        body: ReminderOptOutBodySchema,
      },
    },
    async (request, reply) => {
      const done = await optOutOfReminders(db, app.secrets, {
        appointmentId: request.params.id,
        signature: request.query.signature,
      });
      return reply
        .status(done ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(reminderOptOutPage(await texts(), { kind: done ? 'done' : 'invalid' }));
    },
  );
};

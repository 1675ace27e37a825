import {
  AppointmentParamsSchema,
  ReminderOptOutBodySchema,
  ReminderOptOutQuerySchema,
  reminderOptOutPath,
} from '@hs/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type OptOutPage, optOutOfReminders, reminderOptOutQuestion } from '#api/modules/notifications';
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
  const send = (reply: FastifyReply, page: OptOutPage) =>
    reply
      .status(page.found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(page.html);

  app.get(
    reminderOptOutPath,
    { schema: { params: AppointmentParamsSchema, querystring: ReminderOptOutQuerySchema } },
    async (request, reply) => {
      const link = { appointmentId: request.params.id, ...request.query };
      return send(reply, await reminderOptOutQuestion(db, app.secrets, link));
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
      const link = { appointmentId: request.params.id, ...request.query };
      return send(reply, await optOutOfReminders(db, app.secrets, link));
    },
  );
};

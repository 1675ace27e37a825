import {
  BookingHeadersSchema,
  RescheduleResponseSchema,
  WaitlistAcceptRequestSchema,
  WaitlistConfirmRequestSchema,
  WaitlistDeclineRequestSchema,
  WaitlistDeclineResponseSchema,
  WaitlistEntryParamsSchema,
  WaitlistEntryResponseSchema,
  WaitlistJoinRequestSchema,
  WaitlistLeaveBodySchema,
  WaitlistLeaveQuerySchema,
  WaitlistOfferRequestSchema,
  WaitlistOfferResponseSchema,
  waitlistAcceptPath,
  waitlistConfirmPath,
  waitlistDeclinePath,
  waitlistEntriesPath,
  waitlistLeavePath,
  waitlistOfferPath,
  waitlistOfferTextPath,
  webRoutes,
} from '@hs/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmEntry,
  declineOffer,
  joinWaitlist,
  type LeavePage,
  leaveQuestion,
  leaveWaitlist,
  moveToOffer,
  nextTimesFrom,
  viewOffer,
} from '#api/modules/waitlist';
import {
  type AvailabilityRouteOptions,
  availabilityDeps,
} from '#api/routes/appointment-management/availability-reply.js';
import { neverCached, schedulingContext } from '#api/routes/appointment-management/scheduling-request.js';

/** The waitlist (decision 060): join, confirm the code, leave; see, accept or decline an offer. */
export const waitlistRoutes: FastifyPluginAsyncZod<AvailabilityRouteOptions> = async (app, options) => {
  const { secrets } = app;
  neverCached(app);
  // RFC 8058 one-click leave posts a form; only the leave route reads one.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    waitlistEntriesPath,
    { schema: { body: WaitlistJoinRequestSchema, response: { 201: WaitlistEntryResponseSchema } } },
    async (request, reply) => {
      const entry = await joinWaitlist(schedulingContext(app, request), secrets, app.attempts, {
        body: request.body,
        clientIp: request.ip,
      });
      return reply.status(201).send({ data: { waitlistEntry: entry } });
    },
  );

  app.post(
    waitlistConfirmPath,
    {
      schema: {
        params: WaitlistEntryParamsSchema,
        body: WaitlistConfirmRequestSchema,
        response: { 200: WaitlistEntryResponseSchema },
      },
    },
    async (request) => {
      const entry = await confirmEntry(schedulingContext(app, request), secrets, app.attempts, {
        id: request.params.id,
        code: request.body.code,
        clientIp: request.ip,
      });
      return { data: { waitlistEntry: entry } };
    },
  );

  const sendPage = (reply: FastifyReply, page: LeavePage) =>
    reply
      .status(page.found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(page.html);

  app.get(
    waitlistLeavePath,
    { schema: { params: WaitlistEntryParamsSchema, querystring: WaitlistLeaveQuerySchema } },
    async (request, reply) =>
      sendPage(reply, await leaveQuestion(app.deps.database.db, { entryId: request.params.id, ...request.query })),
  );

  app.post(
    waitlistLeavePath,
    {
      schema: {
        params: WaitlistEntryParamsSchema,
        querystring: WaitlistLeaveQuerySchema,
        body: WaitlistLeaveBodySchema,
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await leaveWaitlist(
          app.deps.database.db,
          { entryId: request.params.id, ...request.query },
          app.deps.clock.now(),
        ),
      ),
  );

  app.post(
    waitlistOfferPath,
    { schema: { body: WaitlistOfferRequestSchema, response: { 200: WaitlistOfferResponseSchema } } },
    async (request) => {
      const ctx = schedulingContext(app, request);
      const offer = await viewOffer(ctx, nextTimesFrom(availabilityDeps(app, options)), request.body.token);
      return { data: { waitlistOffer: offer } };
    },
  );

  // A text's short link: browsers keep the fragment, which carries the token, across the redirect (RFC 9110 10.2.2).
  app.get(waitlistOfferTextPath, async (_request, reply) => reply.redirect(webRoutes.waitlistOffer, 302));

  app.post(
    waitlistAcceptPath,
    {
      schema: {
        headers: BookingHeadersSchema,
        body: WaitlistAcceptRequestSchema,
        response: { 200: RescheduleResponseSchema },
      },
    },
    async (request) =>
      moveToOffer(schedulingContext(app, request), secrets, request.body, request.headers['idempotency-key']),
  );

  app.post(
    waitlistDeclinePath,
    { schema: { body: WaitlistDeclineRequestSchema, response: { 200: WaitlistDeclineResponseSchema } } },
    async (request) => ({
      data: { waitlistEntry: await declineOffer(schedulingContext(app, request), request.body) },
    }),
  );
};

import {
  StaffSessionResponseSchema,
  staffPaths,
  WebAuthnOptionsResponseSchema,
  WebAuthnResponseRequestSchema,
} from '@hs/contracts/staff-identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signIn, signInOptions } from '#api/modules/staff';
import { beginCeremony, signedIn, staffContext, staffRoutes } from '#api/routes/staff-api/staff-route-kit.js';

export const staffSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  staffRoutes(app);

  app.post(
    staffPaths.signInOptions,
    { preHandler: app.requireStaffOrigin, schema: { response: { 200: WebAuthnOptionsResponseSchema } } },
    async (request) => ({ data: { options: { ...(await signInOptions(staffContext(app, request))) } } }),
  );

  app.post(
    staffPaths.signIn,
    {
      preHandler: app.requireStaffOrigin,
      schema: { body: WebAuthnResponseRequestSchema, response: { 200: StaffSessionResponseSchema } },
    },
    async (request, reply) => {
      const attempt = await beginCeremony(app, request);
      const { sessionId } = await signIn(staffContext(app, request), request.body.response);
      await attempt.succeeded();
      return signedIn(app, reply, sessionId);
    },
  );
};

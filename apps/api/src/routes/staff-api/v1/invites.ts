import {
  InviteResponseSchema,
  RegistrationRequestSchema,
  StaffSessionResponseSchema,
  staffPaths,
  WebAuthnOptionsResponseSchema,
} from '@hs/contracts/staff-identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inviteInfo, registerPasskey, registrationOptions } from '#api/modules/staff';
import {
  beginCeremony,
  signedIn,
  staffContext,
  staffRoutes,
  TokenParams,
} from '#api/routes/staff-api/staff-route-kit.js';

/** An invite link's page: what it is for, then a passkey registered with it, which signs its holder in. */
export const staffInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  staffRoutes(app);

  app.get(
    staffPaths.invite,
    { schema: { params: TokenParams, response: { 200: InviteResponseSchema } } },
    async (request) => {
      const attempt = await beginCeremony(app, request);
      const data = await inviteInfo(staffContext(app, request), request.params.token);
      await attempt.succeeded();
      return { data };
    },
  );

  app.post(
    staffPaths.registrationOptions,
    {
      preHandler: app.requireStaffOrigin,
      schema: { params: TokenParams, response: { 200: WebAuthnOptionsResponseSchema } },
    },
    async (request) => {
      const attempt = await beginCeremony(app, request);
      const options = await registrationOptions(staffContext(app, request), request.params.token);
      await attempt.succeeded();
      return { data: { options: { ...options } } };
    },
  );

  app.post(
    staffPaths.registration,
    {
      preHandler: app.requireStaffOrigin,
      schema: { params: TokenParams, body: RegistrationRequestSchema, response: { 200: StaffSessionResponseSchema } },
    },
    async (request, reply) => {
      const attempt = await beginCeremony(app, request);
      const { sessionId } = await registerPasskey(staffContext(app, request), request.params.token, request.body);
      await attempt.succeeded();
      return signedIn(app, reply, sessionId);
    },
  );
};

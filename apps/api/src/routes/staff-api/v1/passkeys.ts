import { PasskeyRenameRequestSchema, PasskeysResponseSchema, staffPaths } from '@hs/contracts/staff-identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownPasskeys, renameOwnPasskey, revokeOwnPasskey } from '#api/modules/staff';
import { PasskeyParams, staffContext, staffOf, staffRoutes } from '#api/routes/staff-api/staff-route-kit.js';

/** One's own passkeys: listed, named and revoked by oneself; no role needed. */
export const staffPasskeyRoutes: FastifyPluginAsyncZod = async (app) => {
  staffRoutes(app);

  app.get(
    staffPaths.passkeys,
    { preHandler: app.requireStaff, schema: { response: { 200: PasskeysResponseSchema } } },
    async (request) => ({ data: { passkeys: await ownPasskeys(app.deps.database.db, staffOf(request)) } }),
  );

  app.patch(
    staffPaths.passkey,
    { preHandler: app.requireStaff, schema: { params: PasskeyParams, body: PasskeyRenameRequestSchema } },
    async (request, reply) => {
      const { passkeyId } = request.params;
      await renameOwnPasskey(staffContext(app, request), staffOf(request), passkeyId, request.body.name);
      return reply.status(204).send();
    },
  );

  app.delete(
    staffPaths.passkey,
    { preHandler: app.requireStaff, schema: { params: PasskeyParams } },
    async (request, reply) => {
      const revoked = await revokeOwnPasskey(staffContext(app, request), staffOf(request), request.params.passkeyId);
      if (revoked.sessionEnded) app.clearStaffCookie(reply);
      return reply.status(204).send();
    },
  );
};

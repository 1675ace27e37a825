import {
  StaffSessionResponseSchema,
  staffPaths,
  WebAuthnOptionsResponseSchema,
  WebAuthnResponseRequestSchema,
} from '@hs/contracts/staff-identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionView, verificationOptions, verifyPresence } from '#api/modules/staff';
import { beginCeremony, staffContext, staffOf, staffRoutes } from '#api/routes/staff-api/staff-route-kit.js';

/** A fresh user verification inside the session, before bulk cancels, closures and role changes. */
export const staffVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  staffRoutes(app);

  app.post(
    staffPaths.verificationOptions,
    { preHandler: app.requireStaff, schema: { response: { 200: WebAuthnOptionsResponseSchema } } },
    async (request) => {
      const options = await verificationOptions(staffContext(app, request), staffOf(request));
      return { data: { options: { ...options } } };
    },
  );

  app.post(
    staffPaths.verification,
    {
      preHandler: app.requireStaff,
      schema: { body: WebAuthnResponseRequestSchema, response: { 200: StaffSessionResponseSchema } },
    },
    async (request) => {
      const attempt = await beginCeremony(app, request);
      const principal = staffOf(request);
      const verifiedAt = await verifyPresence(staffContext(app, request), principal, request.body.response);
      await attempt.succeeded();
      return { data: await sessionView(app.deps.database.db, { ...principal, verifiedAt }) };
    },
  );
};

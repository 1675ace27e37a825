import { StaffSessionResponseSchema, staffPaths } from '@hs/contracts/staff-identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionView, signOut } from '#api/modules/staff';
import { staffContext, staffOf, staffRoutes } from '#api/routes/staff-api/staff-route-kit.js';

export const staffSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  staffRoutes(app);

  app.get(
    staffPaths.session,
    { preHandler: app.requireStaff, schema: { response: { 200: StaffSessionResponseSchema } } },
    async (request) => ({ data: await sessionView(app.deps.database.db, staffOf(request)) }),
  );

  app.post(staffPaths.signOut, { preHandler: app.requireStaff }, async (request, reply) => {
    await signOut(staffContext(app, request), staffOf(request));
    app.clearStaffCookie(reply);
    return reply.status(204).send();
  });
};

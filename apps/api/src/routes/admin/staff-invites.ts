import { StaffGrantSchema } from '@hs/contracts/staff-roles';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_STAFF_INVITES } from '#api/admin-endpoint.js';
import { DomainError } from '#api/domain-error.js';
import { inviteFromCommand } from '#api/modules/staff';

export const AdminStaffInviteBody = z.strictObject({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(100),
  grant: StaffGrantSchema,
});

/**
 * `npm run staff -- invite`'s way in while a server owns the embedded database's data folder: only on the admin
 * listener (127.0.0.1, a token in the data folder), never on the public port. The link starts with the server's
 * own PUBLIC_URL.
 */
export const adminStaffRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.post(ADMIN_STAFF_INVITES, { schema: { body: AdminStaffInviteBody } }, async (request, reply) => {
    const { database, clock, config } = app.deps;
    const ctx = { db: database.db, clock, publicUrl: config.PUBLIC_URL, requestId: request.id };
    try {
      return await inviteFromCommand(ctx, request.body);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return reply.status(error.kind === 'conflict' ? 409 : 400).send({ message: error.message });
    }
  });
};

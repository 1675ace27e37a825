import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DeskRequest } from '#api/modules/clinic-desk';
import { signedOut } from '#api/plugins/staff-auth.js';

/** What the desk's services need of a request that passed `requireStaff`. */
export function deskRequest(app: FastifyInstance, request: FastifyRequest): DeskRequest {
  if (!request.staff) throw signedOut();
  return {
    db: app.deps.database.db,
    clock: app.deps.clock,
    config: app.deps.config,
    secrets: app.secrets,
    requestId: request.id,
    staff: request.staff,
  };
}

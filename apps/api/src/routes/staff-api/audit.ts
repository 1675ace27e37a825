import { AuditQuerySchema, AuditResponseSchema } from '@hs/contracts/staff-desk';
import { staffPaths } from '@hs/contracts/staff-identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readTrail } from '#api/modules/clinic-desk';
import { deskRequest } from './desk-request.js';

/** The audit trail, for auditors. */
export const staffAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    staffPaths.audit,
    { preHandler: app.requireStaff, schema: { querystring: AuditQuerySchema, response: { 200: AuditResponseSchema } } },
    async (request) => ({ data: await readTrail(deskRequest(app, request), request.query) }),
  );
};

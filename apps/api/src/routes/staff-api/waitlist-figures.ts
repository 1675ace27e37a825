import { ClinicParamsSchema } from '@hs/contracts/staff-hours';
import { staffPaths } from '@hs/contracts/staff-identity';
import { WaitlistFiguresQuerySchema, WaitlistFiguresResponseSchema } from '@hs/contracts/staff-waitlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clinicWaitlistFigures } from '#api/modules/clinic-desk';
import { deskRequest } from './desk-request.js';

/** How a clinic's waitlist offers went, for the managers who may see it ('view-waitlist-figures'). */
export const staffWaitlistFiguresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    staffPaths.waitlistFigures,
    {
      preHandler: app.requireStaff,
      schema: {
        params: ClinicParamsSchema,
        querystring: WaitlistFiguresQuerySchema,
        response: { 200: WaitlistFiguresResponseSchema },
      },
    },
    async (request) => ({
      data: {
        waitlist: await clinicWaitlistFigures(deskRequest(app, request), request.params.clinicId, request.query),
      },
    }),
  );
};

import { ClinicStaffResponseSchema } from '@hs/contracts/staff-clinic-staff';
import { ClinicParamsSchema } from '@hs/contracts/staff-hours';
import { staffPaths } from '@hs/contracts/staff-identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clinicStaff } from '#api/modules/clinic-desk';
import { deskRequest } from './desk-request.js';

/** Who works at a clinic, for the managers who may see it ('view-clinic-staff'). */
export const staffClinicStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    staffPaths.clinicStaff,
    {
      preHandler: app.requireStaff,
      schema: { params: ClinicParamsSchema, response: { 200: ClinicStaffResponseSchema } },
    },
    async (request) => ({
      data: { staff: await clinicStaff(deskRequest(app, request), request.params.clinicId) },
    }),
  );
};

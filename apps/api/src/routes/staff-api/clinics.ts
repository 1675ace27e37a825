import {
  ClinicsQuerySchema,
  ClinicsResponseSchema,
  ScheduleQuerySchema,
  ScheduleResponseSchema,
  StaffClinicParamsSchema,
} from '@hs/contracts/staff-desk';
import { staffPaths } from '@hs/contracts/staff-identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clinicSchedule, listClinics } from '#api/modules/clinic-desk';
import { deskRequest } from './desk-request.js';

/** The clinics a member may see the schedule of, and a clinic's day or week list. */
export const staffClinicsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    staffPaths.clinics,
    {
      preHandler: app.requireStaff,
      schema: { querystring: ClinicsQuerySchema, response: { 200: ClinicsResponseSchema } },
    },
    async (request) => ({ data: { clinics: await listClinics(deskRequest(app, request), request.query) } }),
  );

  app.get(
    staffPaths.schedule,
    {
      preHandler: app.requireStaff,
      schema: {
        params: StaffClinicParamsSchema,
        querystring: ScheduleQuerySchema,
        response: { 200: ScheduleResponseSchema },
      },
    },
    async (request) => ({
      data: await clinicSchedule(deskRequest(app, request), request.params.clinicId, request.query),
    }),
  );
};

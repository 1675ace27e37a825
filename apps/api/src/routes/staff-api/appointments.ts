import { StaffRescheduleRequestSchema } from '@hs/contracts/staff-booking';
import {
  AttendanceRequestSchema,
  CancellationRequestSchema,
  StaffAppointmentParamsSchema,
  VisitChangedResponseSchema,
  VisitDetailResponseSchema,
} from '@hs/contracts/staff-desk';
import { staffPaths } from '@hs/contracts/staff-identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelOnBehalf, openVisit, recordAttendance, rescheduleOnBehalf } from '#api/modules/clinic-desk';
import { deskRequest } from './desk-request.js';

/** One visit: opening it, recording attendance, cancelling it or moving it for the patient. */
export const staffAppointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    staffPaths.appointment,
    {
      preHandler: app.requireStaff,
      schema: { params: StaffAppointmentParamsSchema, response: { 200: VisitDetailResponseSchema } },
    },
    async (request) => ({
      data: { visit: await openVisit(deskRequest(app, request), request.params.appointmentId) },
    }),
  );

  app.put(
    staffPaths.attendance,
    {
      preHandler: app.requireStaff,
      schema: {
        params: StaffAppointmentParamsSchema,
        body: AttendanceRequestSchema,
        response: { 200: VisitChangedResponseSchema },
      },
    },
    async (request) => ({
      data: {
        visit: await recordAttendance(deskRequest(app, request), request.params.appointmentId, request.body.attendance),
      },
    }),
  );

  app.post(
    staffPaths.cancellation,
    {
      preHandler: app.requireStaff,
      schema: {
        params: StaffAppointmentParamsSchema,
        body: CancellationRequestSchema,
        response: { 200: VisitChangedResponseSchema },
      },
    },
    async (request) => ({
      data: await cancelOnBehalf(deskRequest(app, request), request.params.appointmentId, request.body),
    }),
  );

  app.post(
    staffPaths.reschedule,
    {
      preHandler: app.requireStaff,
      schema: {
        params: StaffAppointmentParamsSchema,
        body: StaffRescheduleRequestSchema,
        response: { 200: VisitChangedResponseSchema },
      },
    },
    async (request) => ({
      data: await rescheduleOnBehalf(deskRequest(app, request), request.params.appointmentId, request.body),
    }),
  );
};

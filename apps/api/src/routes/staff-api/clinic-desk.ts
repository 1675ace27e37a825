import type { FastifyPluginAsync } from 'fastify';
import { staffAppointmentsRoutes } from './appointments.js';
import { staffAuditRoutes } from './audit.js';
import { staffClinicHoursRoutes } from './clinic-hours.js';
import { staffClinicStaffRoutes } from './clinic-staff.js';
import { staffClinicsRoutes } from './clinics.js';

/** The clinics' side of the staff API: schedules, visits, hours and closures, the clinic's staff, and the trail. Its answers carry patient data. */
export const clinicDeskRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(staffClinicsRoutes);
  await app.register(staffAppointmentsRoutes);
  await app.register(staffAuditRoutes);
  await app.register(staffClinicHoursRoutes);
  await app.register(staffClinicStaffRoutes);
};

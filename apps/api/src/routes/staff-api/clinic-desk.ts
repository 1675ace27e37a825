import type { FastifyPluginAsync } from 'fastify';
import type { AvailabilityRouteOptions } from '#api/routes/appointment-management/availability-reply.js';
import { staffAppointmentsRoutes } from './appointments.js';
import { staffAuditRoutes } from './audit.js';
import { staffBookingRoutes } from './booking.js';
import { staffClinicHoursRoutes } from './clinic-hours.js';
import { staffClinicStaffRoutes } from './clinic-staff.js';
import { staffClinicsRoutes } from './clinics.js';
import { staffWaitlistFiguresRoutes } from './waitlist-figures.js';

/**
 * The clinics' side of the staff API: schedules, visits, booking for patients, hours and closures, the clinic's
 * staff, its waitlist figures, and the trail. Its answers carry patient data. Free times come from the public
 * searches' cache.
 */
export const clinicDeskRoutes: FastifyPluginAsync<AvailabilityRouteOptions> = async (app, availability) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(staffClinicsRoutes);
  await app.register(staffAppointmentsRoutes);
  await app.register(staffBookingRoutes, availability);
  await app.register(staffAuditRoutes);
  await app.register(staffClinicHoursRoutes);
  await app.register(staffClinicStaffRoutes);
  await app.register(staffWaitlistFiguresRoutes);
};

import { retryOnConflict } from '#api/db/transaction-retry.js';
import { rescheduleByClinic } from '#api/modules/appointments';
import { allowingRole, notAllowed } from '#api/modules/staff';
import { schedulingOf } from './booking-desk.js';
import { recordInTrail } from './desk-audit.js';
import { allowedRole } from './desk-authorization.js';
import { visitAlreadyCanceled, visitAttended, visitNotFound } from './desk-errors.js';
import type { DeskRequest } from './desk-request.js';
import { channelsOf } from './visit-channels.js';
import { openVisitRecord } from './visit-record.js';
import { clinicOf, visitView } from './visit-view.js';
import { findVisit } from './visits.repository.js';

/**
 * Moves a booked visit to another free time at its clinic, held first, through the patient's own move: its
 * rules, its seat claim, its moved e-mail and text. A visit the clinic has recorded as attended or missed stays
 * put, and so does a first dose whose follow-up is booked (both move together, which the patient does online).
 * The trail row, with the time the visit had and the one it has now, commits with the move.
 */
export async function rescheduleOnBehalf(
  request: DeskRequest,
  appointmentId: string,
  body: { dateTime: string; reservationCode: string },
) {
  const found = await findVisit(request.db, appointmentId);
  if (!found) throw visitNotFound();
  const subject = { kind: 'appointment' as const, id: found.id };
  await allowedRole(request, 'book-on-behalf', clinicOf(found), { action: 'reschedule-on-behalf', subject });
  const moved = await retryOnConflict(() =>
    request.db.transaction(async (tx) => {
      const visit = await findVisit(tx, appointmentId, { lock: true });
      if (!visit) throw visitNotFound();
      // The visit may have moved to another clinic since it was first read.
      const role = allowingRole(request.staff.grants, 'book-on-behalf', clinicOf(visit));
      if (!role) throw notAllowed();
      if (visit.status === 'CANCELED') throw visitAlreadyCanceled();
      if (visit.attendance !== null) throw visitAttended();
      const { data } = await rescheduleByClinic(schedulingOf(request, tx), request.secrets, {
        id: visit.id,
        body,
      });
      await recordInTrail(tx, request, [
        {
          action: 'reschedule-on-behalf',
          role,
          outcome: 'ok',
          subject,
          clinicId: visit.providerId,
          detail: { from: visit.startsAt.toISOString(), to: data.appointment.timestamp },
        },
      ]);
      return visit;
    }),
  );
  const row = await findVisit(request.db, moved.id);
  if (!row) throw visitNotFound();
  const record = openVisitRecord(request.secrets, row.patientData, row.id);
  return {
    visit: visitView(row, record),
    notified: channelsOf(request.config, record),
  };
}

import type { ClinicCancelReason } from '@hs/contracts/staff-desk';
import { retryOnConflict } from '#api/db/transaction-retry.js';
import { cancelByClinic } from '#api/modules/appointments';
import { allowingRole, notAllowed } from '#api/modules/staff';
import { recordInTrail } from './desk-audit.js';
import { allowedRole } from './desk-authorization.js';
import { visitAlreadyCanceled, visitAttended, visitNotFound } from './desk-errors.js';
import type { DeskRequest } from './desk-request.js';
import { openVisitRecord } from './visit-record.js';
import { clinicOf, visitView } from './visit-view.js';
import { clinicCancellationChannels, findVisit, providersOf, setCancelReason } from './visits.repository.js';

/**
 * The clinic cancels a visit for the patient: through the clinic cancellation every closure uses (its
 * follow-ups go with it, the seats are given back, the patient gets the clinic's cancellation e-mail and
 * text), with the coded reason kept on the appointment. The internal note goes into the staff trail and
 * nowhere else. Everything commits in one transaction; the answer says how the patient is being told.
 */
export async function cancelOnBehalf(
  request: DeskRequest,
  appointmentId: string,
  cancellation: { reason: ClinicCancelReason; note?: string | undefined },
) {
  const found = await findVisit(request.db, appointmentId);
  if (!found) throw visitNotFound();
  const subject = { kind: 'appointment' as const, id: found.id };
  await allowedRole(request, 'cancel-on-behalf', clinicOf(found), { action: 'cancel-on-behalf', subject });
  const { db, clock, config, requestId, secrets } = request;
  const outcome = await retryOnConflict(() =>
    db.transaction(async (tx) => {
      const visit = await findVisit(tx, appointmentId, { lock: true });
      if (!visit) throw visitNotFound();
      // The visit may have moved to another clinic since it was first read.
      const role = allowingRole(request.staff.grants, 'cancel-on-behalf', clinicOf(visit));
      if (!role) throw notAllowed();
      if (visit.status === 'CANCELED') throw visitAlreadyCanceled();
      if (visit.attendance !== null) throw visitAttended();
      const canceled = await cancelByClinic({ db: tx, clock, config, requestId }, secrets, {
        appointmentIds: [visit.id],
        reason: cancellation.reason,
      });
      await setCancelReason(tx, canceled, cancellation.reason);
      const clinics = await providersOf(tx, canceled);
      await recordInTrail(
        tx,
        request,
        canceled.map((id) => ({
          action: 'cancel-on-behalf' as const,
          role,
          outcome: 'ok' as const,
          subject: { kind: 'appointment' as const, id },
          clinicId: clinics.get(id) ?? null,
          reason: cancellation.note || null,
          detail:
            id === visit.id
              ? { cancelReason: cancellation.reason }
              : { cancelReason: cancellation.reason, with: visit.id },
        })),
      );
      const channels = await clinicCancellationChannels(tx, visit.id);
      return {
        visit: { ...visit, status: 'CANCELED' as const, cancelReason: cancellation.reason },
        notified: { email: channels.includes('email'), sms: channels.includes('sms') },
      };
    }),
  );
  const record = openVisitRecord(secrets, outcome.visit.patientData, outcome.visit.id);
  return {
    visit: visitView(outcome.visit, record),
    notified: outcome.notified,
  };
}

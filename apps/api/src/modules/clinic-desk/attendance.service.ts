import type { Attendance } from '@hs/contracts/staff-desk';
import { retryOnConflict } from '#api/db/transaction-retry.js';
import { allowingRole, notAllowed } from '#api/modules/staff';
import { attendanceRefusal } from './attendance-rules.js';
import { recordInTrail } from './desk-audit.js';
import { allowedRole } from './desk-authorization.js';
import { visitNotFound } from './desk-errors.js';
import type { DeskRequest } from './desk-request.js';
import { openVisitRecord } from './visit-record.js';
import { clinicOf, visitView } from './visit-view.js';
import { findVisit, setAttendance } from './visits.repository.js';

/**
 * Records that the patient came (checked in, then completed) or did not, or takes it back, within the
 * windows of attendance-rules.ts; the change and its trail row commit together or not at all. Recording
 * what is already recorded changes nothing and is not a change to keep.
 */
export async function recordAttendance(request: DeskRequest, appointmentId: string, next: Attendance | null) {
  const found = await findVisit(request.db, appointmentId);
  if (!found) throw visitNotFound();
  const subject = { kind: 'appointment' as const, id: found.id };
  await allowedRole(request, 'record-attendance', clinicOf(found), { action: 'record-attendance', subject });
  const now = request.clock.now();
  const changed = await retryOnConflict(() =>
    request.db.transaction(async (tx) => {
      const visit = await findVisit(tx, appointmentId, { lock: true });
      if (!visit) throw visitNotFound();
      // The visit may have moved to another clinic since it was first read.
      const role = allowingRole(request.staff.grants, 'record-attendance', clinicOf(visit));
      if (!role) throw notAllowed();
      if (visit.attendance === next) return visit;
      const refusal = attendanceRefusal(visit, next, now);
      if (refusal) throw refusal;
      await setAttendance(tx, visit.id, next, now);
      await recordInTrail(tx, request, [
        {
          action: 'record-attendance',
          role,
          outcome: 'ok',
          subject,
          clinicId: visit.providerId,
          detail: { from: visit.attendance, to: next },
        },
      ]);
      return { ...visit, attendance: next, attendanceAt: now };
    }),
  );
  const record = openVisitRecord(request.secrets, changed.patientData, changed.id);
  return visitView(changed, record);
}

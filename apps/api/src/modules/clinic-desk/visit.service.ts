import { recordInTrail } from './desk-audit.js';
import { allowedRole } from './desk-authorization.js';
import { visitNotFound } from './desk-errors.js';
import type { DeskRequest } from './desk-request.js';
import { otherAnswersOf } from './visit-answers.js';
import { channelsOf } from './visit-channels.js';
import { openVisitRecord } from './visit-record.js';
import { clinicOf, prescreenQuestions, visitView } from './visit-view.js';
import { findVisit } from './visits.repository.js';

/** An opened visit: the contact details, date of birth and answers the day list leaves out; kept in the trail. */
export async function openVisit(request: DeskRequest, appointmentId: string) {
  const row = await findVisit(request.db, appointmentId);
  if (!row) throw visitNotFound();
  const subject = { kind: 'appointment' as const, id: row.id };
  const role = await allowedRole(request, 'view-schedule', clinicOf(row), { action: 'read-visit', subject });
  const record = openVisitRecord(request.secrets, row.patientData, row.id);
  const questions = await prescreenQuestions(request.db);
  await recordInTrail(request.db, request, [
    { action: 'read-visit', role, outcome: 'ok', subject, clinicId: row.providerId },
  ]);
  return {
    ...visitView(row, record),
    clinicId: row.providerId,
    dateOfBirth: record.basicInfo.dateOfBirth,
    email: record.basicInfo.email ?? null,
    phone: record.basicInfo.phone ?? null,
    channels: channelsOf(request.config, record),
    bookedBy: row.bookedBy,
    answers: otherAnswersOf(record, questions),
  };
}

import { medicalInformation } from '@hs/content';
import type { ScheduledVisit } from '@hs/contracts/staff-desk';
import type { Database } from '#api/db/client.js';
import { readContent } from '#api/modules/content';
import type { ClinicScope } from '#api/modules/staff';
import { prescreenOf } from './visit-answers.js';
import type { VisitRecord } from './visit-record.js';
import type { VisitAtClinicRow, VisitRow } from './visits.repository.js';

/** The questions as the patient form asks them now (the content store's copy). */
export async function prescreenQuestions(db: Database) {
  return (await readContent(db, medicalInformation)).questions;
}

/** A visit as the day list shows it: what the front desk needs, nothing more until they open it. */
export function visitView(row: VisitRow, record: VisitRecord): ScheduledVisit {
  return {
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    services: row.services,
    serviceIds: row.serviceIds,
    status: row.status,
    attendance: row.attendance,
    cancelReason: row.cancelReason,
    patient: { firstName: record.basicInfo.firstName, lastName: record.basicInfo.lastName },
    language: record.basicInfo.preferredLanguage ?? null,
    prescreen: prescreenOf(record),
  };
}

export const clinicOf = (row: VisitAtClinicRow): ClinicScope => ({
  providerId: row.providerId,
  divisionNumber: row.divisionNumber,
});

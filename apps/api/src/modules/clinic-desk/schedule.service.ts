import type { ScheduledVisit, StaffClinic } from '@hs/contracts/staff-desk';
import { addDays, type LocalDate, localInstant, resolveTimeZone } from '@hs/domain';
import { trailRow } from './desk-audit.js';
import { allowedRole } from './desk-authorization.js';
import { findDeskClinic } from './desk-clinics.repository.js';
import { clinicNotFound } from './desk-errors.js';
import type { DeskRequest } from './desk-request.js';
import { prescreenQuestionList } from './visit-answers.js';
import { openVisitRecord } from './visit-record.js';
import { prescreenQuestions, visitView } from './visit-view.js';
import { readVisitsBetween, serviceTerms } from './visits.repository.js';

/** The instant a local day begins in the zone: midnight, or the jump when a zone skips midnight. */
const dayStart = (date: LocalDate, timeZone: string) => localInstant(`${date}T00:00`, timeZone);

/**
 * A clinic's visits on `days` days from `from`, each day as the clinic's own wall calendar has it (a day
 * when clocks change has 23 or 25 hours). Patient records are opened only once the caller is allowed, and
 * the read is kept in the trail as one row with the count, never with who was on the list.
 */
export async function clinicSchedule(request: DeskRequest, clinicId: string, query: { from: string; days: number }) {
  const [found, questions, terms] = await Promise.all([
    findDeskClinic(request.db, clinicId),
    prescreenQuestions(request.db),
    serviceTerms(request.db),
  ]);
  if (!found) throw clinicNotFound();
  const clinic: StaffClinic = { ...found, timeZone: resolveTimeZone(found.timeZone) };
  const subject = { kind: 'clinic' as const, id: clinic.id };
  const role = await allowedRole(
    request,
    'view-schedule',
    { providerId: clinic.id, divisionNumber: clinic.divisionNumber },
    { action: 'read-schedule', subject },
  );
  const dates = Array.from({ length: query.days }, (_, i) => addDays(query.from, i));
  const starts = [...dates, addDays(query.from, query.days)].map((date) => dayStart(date, clinic.timeZone));
  const rows = await readVisitsBetween(
    request.db,
    { providerId: clinic.id, from: new Date(starts[0]!), to: new Date(starts[query.days]!) },
    trailRow(request, {
      action: 'read-schedule',
      role,
      outcome: 'ok',
      subject,
      clinicId: clinic.id,
      detail: { from: query.from, days: query.days },
    }),
  );
  const days = dates.map((date) => ({ date, visits: [] as ScheduledVisit[] }));
  let day = 0;
  // Rows come in time order, so each day's visits follow the last one's.
  for (const row of rows) {
    while (row.startsAt.getTime() >= starts[day + 1]!) day += 1;
    const record = openVisitRecord(request.secrets, row.patientData, row.id);
    const listed = row.serviceIds.map((id) => terms.get(id));
    const named = {
      ...row,
      services: listed.flatMap((service) => (service ? [service.name] : [])),
      durationMinutes: listed.reduce((sum, service) => sum + (service?.minutes ?? 0), 0),
    };
    days[day]!.visits.push(visitView(named, record));
  }
  return { clinic, questions: prescreenQuestionList(questions), days };
}

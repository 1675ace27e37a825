import { type FhirStaffAppointmentSearch, fhirAppointmentPath } from '@hs/contracts';
import type { ScheduledVisit } from '@hs/contracts/staff-desk';
import { resolveTimeZone } from '@hs/domain';
import type { Appointment, Bundle } from '@medplum/fhirtypes';
import { clinicSchedule, type DeskRequest, findDeskClinic, openVisit } from '#api/modules/clinic-desk';
import { tokenOf } from './fhir-api-resources.js';
import type { PublicSite } from './fhir-resources.js';
import { idsOf, pageOf, searchset } from './fhir-search.js';
import { publishedServices } from './published-services.js';
import { staffDaysOf } from './staff-days.js';
import { type StoredVisit, storedAppointment } from './stored-appointment.js';

/**
 * Appointments with their patients for a signed-in staff member (decision 064): the console's own reads, its
 * authorization and its trail, answered as FHIR. A clinic's list is the day or week list (the patient's name);
 * one Appointment is an opened visit (birth date, phone and e-mail too). Prescreen answers and notes stay in the
 * console.
 */

export interface StaffFhirDeps {
  desk: DeskRequest;
  site: PublicSite;
}

/** A visit as the desk shows it, as a stored visit; the desk names its services in the order of their ids. */
const storedVisitOf = (visit: ScheduledVisit): StoredVisit => ({
  id: visit.id,
  startMs: Date.parse(visit.startsAt),
  minutes: visit.durationMinutes,
  services: visit.serviceIds.map((id, index) => ({ id, name: visit.services[index] ?? String(id) })),
  status: visit.status,
  attendance: visit.attendance,
  cancelReason: visit.cancelReason,
});

/** One Appointment by its id: the console's opened visit, allowed and kept in the trail as `read-visit`. */
export async function readStaffAppointment(deps: StaffFhirDeps, id: string): Promise<Appointment> {
  const visit = await openVisit(deps.desk, tokenOf(id));
  const [clinic, catalog] = await Promise.all([
    findDeskClinic(deps.desk.db, visit.clinicId),
    publishedServices(deps.desk.db, deps.desk.clock.now()),
  ]);
  return storedAppointment(deps.site, {
    clinic: { id: visit.clinicId, timeZone: resolveTimeZone(clinic?.timeZone), name: clinic?.name ?? visit.clinicId },
    catalog,
    visit: storedVisitOf(visit),
    patient: { ...visit.patient, dateOfBirth: visit.dateOfBirth, phone: visit.phone, email: visit.email },
  });
}

/**
 * A clinic's Appointments on a day or a few: the console's day or week list, allowed and kept in the trail as
 * `read-schedule` (each page is a read of its own). One clinic and bounded days only: no search reaches the chain.
 */
export async function searchStaffAppointments(deps: StaffFhirDeps, query: FhirStaffAppointmentSearch): Promise<Bundle> {
  const [clinicId] = idsOf(query.location, 'Location');
  const page = pageOf(query);
  const { clinic, days } = await clinicSchedule(deps.desk, clinicId!, staffDaysOf(query.date));
  const catalog = await publishedServices(deps.desk.db, deps.desk.clock.now());
  const visits = days.flatMap((day) => day.visits);
  const resources = visits.slice(page.offset, page.offset + page.count).map((visit) =>
    storedAppointment(deps.site, {
      clinic: { id: clinic.id, timeZone: clinic.timeZone, name: clinic.name },
      catalog,
      visit: storedVisitOf(visit),
      patient: visit.patient,
    }),
  );
  return searchset({ site: deps.site, path: fhirAppointmentPath, query, page, total: visits.length, resources });
}

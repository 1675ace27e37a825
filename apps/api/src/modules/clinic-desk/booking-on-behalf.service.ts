import type { StaffBookingRequest } from '@hs/contracts/staff-booking';
import { retryOnConflict } from '#api/db/transaction-retry.js';
import { book } from '#api/modules/appointments';
import { CLINIC_BUSINESS, schedulingOf } from './booking-desk.js';
import { requireBookableAt } from './clinic-services.service.js';
import { recordInTrail } from './desk-audit.js';
import { allowedRole } from './desk-authorization.js';
import { visitNotFound } from './desk-errors.js';
import type { DeskRequest } from './desk-request.js';
import { clinicOrNotFound, scopeOf } from './hours-change.js';
import { channelsOf } from './visit-channels.js';
import { openVisitRecord } from './visit-record.js';
import { visitView } from './visit-view.js';
import { findVisit, setBookedBy } from './visits.repository.js';

/**
 * Books the held time for the patient on the phone through the public site's booking: the same checks (the
 * patient's fields, their age in the clinic's state, the slot's rules, one visit per service and day), the same
 * seat claim and the same confirmation by e-mail and text. In its transaction the appointment is marked as
 * booked by this member and the trail row is written, so none of it commits without the others.
 */
export async function bookOnBehalf(request: DeskRequest, clinicId: string, body: StaffBookingRequest) {
  const clinic = await clinicOrNotFound(request, clinicId);
  const role = await allowedRole(request, 'book-on-behalf', scopeOf(clinic), {
    action: 'book-on-behalf',
    subject: { kind: 'clinic', id: clinic.id },
  });
  await requireBookableAt(request.db, clinic.id, body.serviceIds, 'serviceIds');
  // Weight is one of the questions the clinic asks at the visit.
  const basicInfo = { ...body.basicInfo, weight: undefined };
  const booking = {
    ...body,
    basicInfo,
    businessName: CLINIC_BUSINESS,
    locationNumber: clinic.id,
    // The patient on the phone who speaks Spanish hears from us in Spanish, as a visitor booking in it would.
    language: basicInfo.preferredLanguage === 'Spanish' ? ('es' as const) : ('en' as const),
  };
  const booked = await retryOnConflict(() =>
    request.db.transaction(async (tx) => {
      const outcome = await book(schedulingOf(request, tx), request.secrets, booking, undefined);
      const appointment = outcome.body.data.appointments[0]!;
      await setBookedBy(tx, appointment.id, request.staff.staffId);
      await recordInTrail(tx, request, [
        {
          action: 'book-on-behalf',
          role,
          outcome: 'ok',
          subject: { kind: 'appointment', id: appointment.id },
          clinicId: clinic.id,
          detail: { serviceIds: appointment.serviceIds, startsAt: appointment.timestamp },
        },
      ]);
      return appointment;
    }),
  );
  const row = await findVisit(request.db, booked.id);
  if (!row) throw visitNotFound();
  const record = openVisitRecord(request.secrets, row.patientData, row.id);
  return {
    visit: visitView(row, record),
    confirmCode: booked.confirmCode,
    notified: channelsOf(request.config, record),
  };
}

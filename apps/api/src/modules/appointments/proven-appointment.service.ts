import type { AppointmentLookupRequest, ManagedAppointment } from '@hs/contracts';
import type { AttemptCounter, Secrets } from '#api/modules/security';
import type { SchedulingContext } from '#api/modules/slot-inventory';
import { lookUpAppointment } from './appointment-lookup.service.js';
import { lookupMismatch } from './appointments.errors.js';
import { findAppointmentStanding } from './appointments.repository.js';
import { openPatientRecord } from './patient-record.js';

/** The patient as whoever proved the appointment may read them back: who, born when, and how to reach them. */
export interface ProvenPatient {
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
  phone?: string;
  email?: string;
  gender?: string;
}

export interface ProvenAppointment {
  appointment: ManagedAppointment;
  attendance: 'checked-in' | 'no-show' | 'completed' | null;
  cancelReason: 'provider-unavailable' | 'clinic-closed' | 'weather' | 'patient-asked' | 'other' | null;
  patient: ProvenPatient;
}

/**
 * Find my appointment, for a system acting for the patient: the same proof (the code, the last name and the date
 * of birth, guesses limited as on our site), then what the clinic recorded of the visit and the patient's own
 * details, which the proof shows they already hold.
 */
export async function provenAppointment(
  ctx: SchedulingContext,
  secrets: Secrets,
  counter: AttemptCounter,
  request: AppointmentLookupRequest & { clientIp: string },
): Promise<ProvenAppointment> {
  const appointment = await lookUpAppointment(ctx, secrets, counter, request);
  const standing = await findAppointmentStanding(ctx.db, appointment.id);
  if (!standing) throw lookupMismatch();
  const record = openPatientRecord(secrets, standing.patientData, appointment.id) as { basicInfo?: ProvenPatient };
  const { firstName, lastName, dateOfBirth, phone, email, gender } = record.basicInfo ?? {};
  return {
    appointment,
    attendance: standing.attendance,
    cancelReason: standing.cancelReason,
    patient: { firstName, lastName, dateOfBirth, phone, email, gender },
  };
}

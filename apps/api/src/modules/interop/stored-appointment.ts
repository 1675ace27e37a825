import type { ClinicCancelReason } from '@hs/contracts/staff-desk';
import type { Appointment } from '@medplum/fhirtypes';
import {
  type AppointmentPlace,
  appointmentResource,
  CONTAINED_PATIENT,
  containedPatient,
  fhirIdOf,
  type PatientDetails,
} from './fhir-api-resources.js';
import type { PublicSite } from './fhir-resources.js';
import { cancellationReasonOf } from './fhir-statuses.js';
import { type PublishedService, storedServices } from './published-services.js';

/** A booked visit as it stands, as the clinic recorded it. */
export interface StoredVisit {
  /** Our id (a token), not yet FHIR's. */
  id: string;
  startMs: number;
  minutes: number;
  services: readonly { id: number; name: string }[];
  status: 'BOOKED' | 'CANCELED';
  attendance: 'checked-in' | 'no-show' | 'completed' | null;
  cancelReason: ClinicCancelReason | null;
}

/**
 * A stored appointment as whoever may see its patient reads it (a proof's holder, or staff the console allows):
 * its status from the one mapping, a cancellation's reason in HL7's codes, and the patient contained.
 */
export function storedAppointment(
  site: PublicSite,
  input: {
    clinic: AppointmentPlace['clinic'];
    catalog: readonly PublishedService[];
    visit: StoredVisit;
    patient: PatientDetails;
    extras?: Partial<Appointment>;
  },
): Appointment {
  const { visit } = input;
  const services = storedServices(input.catalog, visit.services);
  return appointmentResource(site, {
    clinic: input.clinic,
    service: services[0]!,
    services,
    startMs: visit.startMs,
    minutes: visit.minutes,
    id: fhirIdOf(visit.id),
    state: { kind: 'appointment', status: visit.status, attendance: visit.attendance },
    patient: CONTAINED_PATIENT,
    extras: {
      contained: [containedPatient(input.patient)],
      ...input.extras,
      ...(visit.status === 'CANCELED' ? { cancelationReason: cancellationReasonOf(visit.cancelReason) } : {}),
    },
  });
}

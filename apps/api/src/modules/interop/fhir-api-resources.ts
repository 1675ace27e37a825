import { LANGUAGES, localDateOf, localInstant, zonedValue } from '@hs/domain';
import type {
  Appointment,
  AppointmentParticipant,
  CodeableConcept,
  ContactPoint,
  HealthcareService,
  HealthcareServiceNotAvailable,
  Patient,
} from '@medplum/fhirtypes';
import type { ClosureRow } from '#api/modules/closures';
import {
  type ClinicProvider,
  openStretches,
  type PublicSite,
  type ScheduleService,
  scheduleId,
  scheduleResource,
} from './fhir-resources.js';
import {
  type AppointmentState,
  appointmentStatusOf,
  participationOf,
  type SeatState,
  SLOT_STATUS_OF_SEAT,
} from './fhir-statuses.js';
import type { SlotPart } from './fhir-vocabulary.js';
import type { PublishedService } from './published-services.js';

/**
 * The FHIR API's own resources beside the feed's Location, Schedule and Slot: a HealthcareService (a service at a
 * clinic, with its hours, closures and languages) and Appointments, proposed, pending or stored.
 */

/** The languages a patient can book in and hear from us in (BCP 47), which every clinic offers. */
const LANGUAGE_NAMES: Readonly<Record<(typeof LANGUAGES)[number], string>> = { en: 'English', es: 'Spanish' };

/** Our extension naming when a hold lapses: a pending Appointment is ours until then. */
export const holdExpiresExtension = (site: PublicSite) => `${site.publicUrl}/fhir/StructureDefinition/hold-expires`;
/** The identifier system of confirmation codes: the code, with the appointment's id, proves the holder. */
export const confirmationCodeSystem = (site: PublicSite) => `${site.publicUrl}/fhir/sid/confirmation-code`;

/** A local time "YYYY-MM-DDTHH:mm" of a clinic as a dateTime with the offset then in force. */
function zonedLocal(local: string, timeZone: string): string {
  const at = localInstant(local, timeZone);
  return zonedValue(timeZone, localDateOf(new Date(at), timeZone), at);
}

/** A closure as a HealthcareService shows it: its reason, unless it is blocked time, whose reason is the clinic's own. */
function notAvailable(closure: ClosureRow, timeZone: string): HealthcareServiceNotAvailable {
  return {
    description: closure.internal ? 'Not available' : closure.reason,
    during: { start: zonedLocal(closure.startsLocal, timeZone), end: zonedLocal(closure.endsLocal, timeZone) },
  };
}

export function healthcareServiceResource(
  site: PublicSite,
  clinic: ClinicProvider,
  service: ScheduleService,
  closures: readonly ClosureRow[],
): HealthcareService {
  const schedule = scheduleResource(site, clinic.id, service);
  const unavailable = closures.map((closure) => notAvailable(closure, clinic.timeZone));
  return {
    resourceType: 'HealthcareService',
    id: scheduleId(clinic.id, service.id),
    active: true,
    category: schedule.serviceCategory,
    type: schedule.serviceType,
    location: [{ reference: `Location/${clinic.id}` }],
    name: service.name,
    telecom: [{ system: 'phone', value: clinic.clinic.phone }],
    communication: LANGUAGES.map((code) => ({
      coding: [{ system: 'urn:ietf:bcp:47', code, display: LANGUAGE_NAMES[code] }],
    })),
    appointmentRequired: !clinic.clinic.acceptsWalkIns,
    availableTime: openStretches(clinic.weeklyHours).map(({ day, opens, closes }) => ({
      daysOfWeek: [day],
      availableStartTime: opens,
      availableEndTime: closes,
    })),
    ...(unavailable.length > 0 ? { notAvailable: unavailable } : {}),
  };
}

/**
 * The Slots one slot time is shown as by the FHIR API: its free seats, its held seats (busy-tentative) and its
 * booked seats (busy), each part that has seats, in that order; together they make up the capacity.
 */
export function seatPartsOf({ capacity, taken, held }: { capacity: number; taken: number; held: number }) {
  const counted = Math.min(Math.max(taken, 0), capacity);
  const tentative = Math.min(Math.max(held, 0), counted);
  const seats: Record<Exclude<SeatState, 'hold-lapsed'>, number> = {
    open: capacity - counted,
    held: tentative,
    booked: counted - tentative,
  };
  return (Object.keys(seats) as (keyof typeof seats)[])
    .filter((state) => seats[state] > 0)
    .map((state): SlotPart => ({ status: SLOT_STATUS_OF_SEAT[state] as SlotPart['status'], seats: seats[state] }));
}

const PATIENT_ROLE: CodeableConcept = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-ParticipationType', code: 'SBJ', display: 'subject' }],
};

/** Where and when an Appointment is, as every kind of Appointment says it. */
export interface AppointmentPlace {
  clinic: Pick<ClinicProvider, 'id' | 'timeZone'> & { name: string };
  service: ScheduleService;
  /** The services' codes, for a stored visit of several services. */
  services?: readonly ScheduleService[];
  startMs: number;
  minutes: number;
  /** The Slot the appointment takes, when it is one the API shows. */
  slotId?: string;
}

/** Where and when an appointment of one published service is: what its Appointment resource names. */
export const placeOf = (
  clinic: ClinicProvider,
  service: PublishedService,
  startMs: number,
  minutes: number,
): AppointmentPlace => ({
  clinic: { id: clinic.id, timeZone: clinic.timeZone, name: clinic.clinic.vanityName },
  service: service.service,
  startMs,
  minutes,
});

/**
 * An Appointment in any state: the clinic and the patient as its participants (never who the patient is: that
 * is for whoever proves it), its service, its times in the clinic's offset and its status from the one mapping.
 */
export function appointmentResource(
  site: PublicSite,
  input: AppointmentPlace & {
    id: string;
    state: AppointmentState;
    /** The patient, for a holder who proved the appointment: a reference to the contained Patient. */
    patient?: string;
    extras?: Partial<Appointment>;
  },
): Appointment {
  const status = appointmentStatusOf(input.state);
  const participation = participationOf(status);
  const { clinic, startMs, minutes } = input;
  const day = localDateOf(new Date(startMs), clinic.timeZone);
  const services = input.services ?? [input.service];
  const participant: AppointmentParticipant[] = [
    {
      actor: { reference: `Location/${clinic.id}`, display: clinic.name },
      required: 'required',
      status: participation,
    },
    {
      type: [PATIENT_ROLE],
      ...(input.patient ? { actor: { reference: input.patient } } : {}),
      required: 'required',
      status: participation,
    },
  ];
  return {
    resourceType: 'Appointment',
    id: input.id,
    ...input.extras,
    status,
    serviceCategory: [{ text: input.service.category }],
    serviceType: services.flatMap((service) => scheduleResource(site, clinic.id, service).serviceType ?? []),
    start: zonedValue(clinic.timeZone, day, startMs),
    end: zonedValue(clinic.timeZone, day, startMs + minutes * 60_000),
    minutesDuration: minutes,
    ...(input.slotId ? { slot: [{ reference: `Slot/${input.slotId}` }] } : {}),
    participant,
  };
}

/** What a caller may see of an appointment's patient: the name, and for one visit opened, how to reach them. */
export interface PatientDetails {
  firstName?: string | undefined;
  lastName?: string | undefined;
  dateOfBirth?: string | null | undefined;
  phone?: string | null | undefined;
  email?: string | null | undefined;
}

/** The id of the Patient an Appointment contains, and the reference its subject participant makes to it. */
export const CONTAINED_PATIENT = '#patient';

/** The patient, contained in their Appointment (never a Patient of its own: patients are not resources we serve). */
export function containedPatient(patient: PatientDetails): Patient {
  const telecom: ContactPoint[] = [
    ...(patient.phone ? [{ system: 'phone' as const, value: patient.phone }] : []),
    ...(patient.email ? [{ system: 'email' as const, value: patient.email }] : []),
  ];
  return {
    resourceType: 'Patient',
    id: CONTAINED_PATIENT.slice(1),
    name: [
      {
        ...(patient.lastName ? { family: patient.lastName } : {}),
        ...(patient.firstName ? { given: [patient.firstName] } : {}),
      },
    ],
    ...(patient.dateOfBirth ? { birthDate: patient.dateOfBirth } : {}),
    ...(telecom.length > 0 ? { telecom } : {}),
  };
}

/** Our tokens are base64url; FHIR ids allow no underscore, so a dot stands for it (no token has one). */
export const fhirIdOf = (token: string) => token.replaceAll('_', '.');
export const tokenOf = (fhirId: string) => fhirId.replaceAll('.', '_');

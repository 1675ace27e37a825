import {
  BookingRequestSchema,
  type BookingResponse,
  type FhirCancellation,
  FhirCancellationSchema,
  type FhirParameters,
  type FhirPatient,
  FhirPatientSchema,
  type Reservation,
} from '@hs/contracts';
import { type BusinessName, localDateOf, zonedValue } from '@hs/domain';
import type { Bundle } from '@medplum/fhirtypes';
import { DomainError } from '#api/domain-error.js';
import {
  answeredOnce,
  appointmentDetails,
  bookAnswering,
  cancel,
  type IdempotentRequest,
} from '#api/modules/appointments';
import { findBookableClinics } from '#api/modules/availability';
import { reserveAnswering } from '#api/modules/reservations';
import type { AttemptCounter, Secrets } from '#api/modules/security';
import { findHold, type SchedulingContext } from '#api/modules/slot-inventory';
import {
  appointmentResource,
  confirmationCodeSystem,
  fhirIdOf,
  holdExpiresExtension,
  placeOf,
  tokenOf,
} from './fhir-api-resources.js';
import { invalidInput, parameterNamed, referenceOf, resourceOf } from './fhir-parameters.js';
import { bookingPatientOf, patientPathOf } from './fhir-patient.js';
import { type ClinicProvider, type PublicSite, slotId } from './fhir-resources.js';
import { oneMatch } from './fhir-search.js';
import { CANCELLATION_REASON_SYSTEM, CANCELLATION_REASONS } from './fhir-statuses.js';
import { bookableServices, type PublishedService, publishedServices, storedServices } from './published-services.js';

/**
 * The IHE ITI Scheduling operations (decision 061) over the public site's own holds, bookings and cancellations
 * ($find, which only proposes, is in fhir-find.service.ts): $hold is `reserve`, $book is `book` (or `cancel`, for
 * an Appointment sent back cancelled), each in its own transaction exactly as from our pages, which takes the
 * request's Idempotency-Key when it has one. A seat lost to someone else is the services' 409.
 */

export interface FhirOperationDeps {
  scheduling: SchedulingContext;
  site: PublicSite;
  secrets: Secrets;
  attempts: AttemptCounter;
  clientIp: string;
}

const invalid = invalidInput;

/** A proposed Appointment's id: the free Slot it takes, `<clinic>-<service>-<UTC yyyymmddhhmm>`. */
const PROPOSED = /^([A-Za-z0-9]+)-(\d+)-(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)$/;
const HOLD = /^hold-([A-Za-z0-9\-.]{16,64})$/;

/** The id a reference names, whether relative (Appointment/…) or absolute, to one of ours. */
function referencedId(reference: string, site: PublicSite): string | null {
  const relative = reference.startsWith(`${site.publicUrl}/fhir/`)
    ? reference.slice(site.publicUrl.length + '/fhir/'.length)
    : reference;
  return relative.startsWith('Appointment/') ? relative.slice('Appointment/'.length) : null;
}

/**
 * The request an Idempotency-Key is bound to names the Appointment, not how it was written: an absolute reference
 * to our server and a relative one are one request.
 */
const keyedReference = (reference: string, id: string | null) => (id === null ? reference : `Appointment/${id}`);

interface Target {
  clinic: ClinicProvider;
  service: PublishedService;
  startMs: number;
  reservationCode?: string;
}

const notOffered = () =>
  new DomainError('not-found', 'FHIR_NOT_FOUND', 'There is no such appointment to take: find one with $find.');

/** The place and time of the Appointment `id` names (`referencedId`), held or proposed. */
async function targetOf(deps: FhirOperationDeps, id: string | null, allowHold: boolean): Promise<Target> {
  const field = 'appointment-reference';
  const hold = id ? HOLD.exec(id) : null;
  let place: { clinicId: string; serviceId: number; startMs: number; reservationCode?: string } | null = null;
  if (hold && allowHold) {
    const reservationCode = tokenOf(hold[1]!);
    const held = await findHold(deps.scheduling.db, reservationCode);
    if (!held) {
      throw new DomainError(
        'not-found',
        'HOLD_NOT_FOUND',
        'That hold is not ours, or it was released: hold a time again.',
      );
    }
    place = { clinicId: held.providerId, serviceId: held.serviceId, startMs: held.startsAt.getTime(), reservationCode };
  } else {
    const proposed = id ? PROPOSED.exec(id) : null;
    if (!proposed) {
      throw invalid(
        field,
        allowHold
          ? 'Input must reference an Appointment $find proposed or $hold answered.'
          : 'Input must reference an Appointment $find proposed.',
      );
    }
    const [, clinicId, serviceId, year, month, day, hour, minute] = proposed;
    place = {
      clinicId: clinicId!,
      serviceId: Number(serviceId),
      startMs: Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute)),
    };
  }
  const now = deps.scheduling.clock.now();
  const [clinic] = await findBookableClinics(deps.scheduling.db, { ids: [place.clinicId], limit: 1 });
  const service = (await bookableServices(deps.scheduling.db, now)).find((s) => s.service.id === place.serviceId);
  if (!clinic || !service || !clinic.offeredServiceIds.includes(service.service.id)) throw notOffered();
  return {
    clinic: clinic as ClinicProvider,
    service,
    startMs: place.startMs,
    ...(place.reservationCode ? { reservationCode: place.reservationCode } : {}),
  };
}

/** A refusal of the public services names their fields; through FHIR the parameter it came from is at fault. */
async function asParameter<T>(field: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'invalid' && error.field !== undefined) {
      throw new DomainError('invalid', error.code, `${field}: ${error.message}`, { field });
    }
    throw error;
  }
}

/**
 * $hold: a real hold, as Continue on our results page takes one, until our expiry; a pending Appointment. With an
 * Idempotency-Key it is answered once, as $book is (decision 070): the Bundle is kept (sealed) with the key, taken in
 * the hold's own transaction, and the same request sent again is answered it, even after the hold lapsed or was
 * booked (the answer is what it was when given).
 */
export function holdAppointment(deps: FhirOperationDeps, reference: string, idempotencyKey?: string): Promise<Bundle> {
  const id = referencedId(reference, deps.site);
  return answeredOnce(
    {
      secrets: deps.secrets,
      db: deps.scheduling.db,
      key: idempotencyKey,
      request: { fhirHold: { reference: keyedReference(reference, id) } },
    },
    async (idempotent) => holdTarget(deps, await targetOf(deps, id, false), idempotent),
    (replay) => replay.body as Bundle,
  );
}

async function holdTarget(
  deps: FhirOperationDeps,
  target: Target,
  idempotent: IdempotentRequest | null,
): Promise<Bundle> {
  const { clinic, service, startMs } = target;
  const wallClock = zonedValue(clinic.timeZone, localDateOf(new Date(startMs), clinic.timeZone), startMs)
    .slice(0, 19)
    .replace('T', ' ');
  const bundleOf = (reservation: Reservation): Bundle =>
    oneMatch(
      deps.site,
      appointmentResource(deps.site, {
        ...placeOf(clinic, service, startMs, service.visit.slotMinutes),
        id: `hold-${fhirIdOf(reservation.reservationCode)}`,
        slotId: slotId(`${clinic.id}-${service.service.id}`, startMs, { status: 'free', seats: 1 }, 0),
        state: { kind: 'hold', lapsed: false },
        extras: { extension: [{ url: holdExpiresExtension(deps.site), valueInstant: reservation.expiresAt }] },
      }),
    );
  return asParameter('appointment-reference', () =>
    reserveAnswering(
      deps.scheduling,
      {
        serviceId: service.service.id,
        businessName: clinic.businessName as BusinessName,
        reservationTime: wallClock,
        locationNumber: clinic.id,
      },
      { idempotent, of: bundleOf },
    ),
  );
}

/**
 * $book of a held or proposed Appointment for a Patient: the public booking, checked by the form's rules. With an
 * Idempotency-Key it is the public booking's too: the Bundle is kept (sealed) with the key, and the same request
 * sent again is answered it, before anything else is looked up (the hold it names is spent by then).
 */
export async function bookAppointment(
  deps: FhirOperationDeps,
  reference: string,
  patient: FhirPatient,
  idempotencyKey?: string,
): Promise<Bundle> {
  const id = referencedId(reference, deps.site);
  const request = { fhirBook: { reference: keyedReference(reference, id), patient } };
  return answeredOnce(
    { secrets: deps.secrets, db: deps.scheduling.db, key: idempotencyKey, request },
    async (idempotent) => bookTarget(deps, await targetOf(deps, id, true), patient, idempotent),
    (replay) => replay.body as Bundle,
  );
}

async function bookTarget(
  deps: FhirOperationDeps,
  target: Target,
  patient: FhirPatient,
  idempotent: IdempotentRequest | null,
): Promise<Bundle> {
  const { clinic, service, startMs } = target;
  const { basicInfo, language } = bookingPatientOf(patient);
  const parsed = BookingRequestSchema.safeParse({
    businessName: clinic.businessName,
    serviceIds: [service.service.id],
    dateTime: new Date(startMs).toISOString(),
    locationNumber: clinic.id,
    patientTimeZone: clinic.timeZone,
    basicInfo,
    consentDetails: {},
    language,
    ...(target.reservationCode ? { reservationCode: target.reservationCode } : {}),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid(patientPathOf(issue.path.join('.')), issue.message);
  }
  const bundleOf = (response: BookingResponse): Bundle => {
    const booked = response.data.appointments[0]!;
    return oneMatch(
      deps.site,
      appointmentResource(deps.site, {
        ...placeOf(clinic, service, startMs, booked.durationMinutes),
        id: fhirIdOf(booked.id),
        slotId: slotId(`${clinic.id}-${service.service.id}`, startMs, { status: 'free', seats: 1 }, 0),
        state: { kind: 'appointment', status: 'BOOKED', attendance: null },
        extras: { identifier: [{ system: confirmationCodeSystem(deps.site), value: booked.confirmCode }] },
      }),
    );
  };
  const outcome = await asParameter('appointment-reference', () =>
    bookAnswering(deps.scheduling, deps.secrets, parsed.data, { idempotent, of: bundleOf }),
  );
  return outcome.body;
}

/**
 * $book of an Appointment sent back cancelled: the public cancellation, proved by the confirmation code (guesses
 * limited per client as on our site). The reason must be HL7's; we keep only that the patient cancelled.
 */
export async function cancelAppointment(deps: FhirOperationDeps, appointment: FhirCancellation): Promise<Bundle> {
  const code = appointment.identifier.find(
    (identifier) => identifier.system === confirmationCodeSystem(deps.site),
  )?.value;
  if (!code) {
    throw invalid(
      'Appointment.identifier',
      `Input must carry the confirmation code, as system ${confirmationCodeSystem(deps.site)}.`,
    );
  }
  const reason = appointment.cancelationReason.coding.find(
    (coding) =>
      coding.system === CANCELLATION_REASON_SYSTEM && coding.code !== undefined && coding.code in CANCELLATION_REASONS,
  );
  if (!reason?.code) {
    throw invalid('Appointment.cancelationReason', `Input must be a code of ${CANCELLATION_REASON_SYSTEM}.`);
  }
  const request = { id: tokenOf(appointment.id), confirmCode: code, clientIp: deps.clientIp };
  await cancel(deps.scheduling, deps.secrets, deps.attempts, request);
  const details = await appointmentDetails(deps.scheduling, deps.secrets, deps.attempts, request);
  const catalog = await publishedServices(deps.scheduling.db, deps.scheduling.clock.now());
  const services = storedServices(catalog, details.services);
  // A service since taken out of the catalog lasts a quarter of an hour.
  const lengths = new Map(catalog.map(({ service, visit }) => [service.id, visit.slotMinutes]));
  const minutes = services.reduce((sum, { id }) => sum + (lengths.get(id) ?? 15), 0);
  return oneMatch(
    deps.site,
    appointmentResource(deps.site, {
      clinic: { id: details.provider.providerId, timeZone: details.timezone, name: details.provider.name },
      service: services[0]!,
      services,
      startMs: Date.parse(details.timestamp),
      minutes,
      id: appointment.id,
      state: { kind: 'appointment', status: 'CANCELED', attendance: null },
      extras: {
        identifier: [{ system: confirmationCodeSystem(deps.site), value: code }],
        cancelationReason: {
          coding: [
            { system: CANCELLATION_REASON_SYSTEM, code: reason.code, display: CANCELLATION_REASONS[reason.code]! },
          ],
        },
      },
    }),
  );
}

/** $hold with its Parameters: the proposed Appointment to hold; an Idempotency-Key answers a retry the first hold. */
export function holdOperation(
  deps: FhirOperationDeps,
  parameters: FhirParameters,
  idempotencyKey?: string,
): Promise<Bundle> {
  const name = 'appointment-reference';
  return holdAppointment(deps, referenceOf(parameterNamed(parameters, name), name), idempotencyKey);
}

/**
 * $book with its Parameters: a held or proposed Appointment and its Patient, booked; or an Appointment sent back
 * cancelled, cancelled. Moving a booked appointment is not offered here: it is cancelled and booked again. An
 * Idempotency-Key is the booking's: a cancellation sent again answers that it is already cancelled (409), as our
 * site's does, which tells the client what it needs to know.
 */
export function bookOperation(
  deps: FhirOperationDeps,
  parameters: FhirParameters,
  idempotencyKey?: string,
): Promise<Bundle> {
  const sent = parameterNamed(parameters, 'appointment-resource');
  if (sent) {
    const appointment = resourceOf(sent, 'appointment-resource', FhirCancellationSchema);
    if (appointment.status !== 'cancelled') {
      throw new DomainError(
        'invalid',
        'NOT_SUPPORTED',
        'Appointment.status: Only cancelling is offered with appointment-resource; to move a visit, cancel it and book again.',
        { field: 'Appointment.status' },
      );
    }
    return cancelAppointment(deps, appointment);
  }
  const reference = referenceOf(parameterNamed(parameters, 'appointment-reference'), 'appointment-reference');
  const patient = resourceOf(parameterNamed(parameters, 'patient-resource'), 'patient-resource', FhirPatientSchema);
  return bookAppointment(deps, reference, patient, idempotencyKey);
}

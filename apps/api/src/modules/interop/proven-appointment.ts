import type { FhirAppointmentSearch } from '@hs/contracts';
import type { Bundle, ContactPoint, Patient } from '@medplum/fhirtypes';
import { DomainError } from '#api/domain-error.js';
import { provenAppointment } from '#api/modules/appointments';
import { appointmentResource, confirmationCodeSystem, fhirIdOf } from './fhir-api-resources.js';
import type { FhirOperationDeps } from './fhir-operations.service.js';
import { oneMatch } from './fhir-search.js';
import { cancellationReasonOf } from './fhir-statuses.js';
import { publishedServices } from './published-services.js';

/**
 * One's own appointment through FHIR (IHE's Find Existing Appointments, narrowed to one): the confirmation code and
 * the patient's last name and date of birth, exactly as find-my-appointment takes them, answer the Appointment as
 * it stands (checked in, cancelled by the clinic and why) with its Patient contained. Nothing else finds
 * appointments or patients through FHIR, so nothing can list them. The Bundle has no self link: the parameters the
 * search used are the proof, which never goes in a URL.
 */
export async function searchProvenAppointment(deps: FhirOperationDeps, form: FhirAppointmentSearch): Promise<Bundle> {
  const bar = form.identifier.lastIndexOf('|');
  const system = form.identifier.slice(0, bar);
  if (system !== confirmationCodeSystem(deps.site)) {
    throw new DomainError(
      'invalid',
      'INVALID_INPUT',
      `identifier: Input must be a confirmation code of ${confirmationCodeSystem(deps.site)}.`,
      {
        field: 'identifier',
      },
    );
  }
  const confirmCode = form.identifier.slice(bar + 1);
  const proven = await provenAppointment(deps.scheduling, deps.secrets, deps.attempts, {
    confirmCode,
    lastName: form['patient.family'],
    dateOfBirth: form['patient.birthdate'],
    clientIp: deps.clientIp,
  });
  const { appointment, patient } = proven;
  const catalog = new Map(
    (await publishedServices(deps.scheduling.db, deps.scheduling.clock.now())).map((s) => [s.service.id, s.service]),
  );
  const services = appointment.services.map(
    ({ id, name }) =>
      catalog.get(id) ?? {
        id,
        name,
        category: name,
        isVaccine: false,
        isCovidVaccine: false,
        dose: null,
        vaccineProduct: null,
      },
  );
  const telecom: ContactPoint[] = [
    ...(patient.phone ? [{ system: 'phone' as const, value: patient.phone }] : []),
    ...(patient.email ? [{ system: 'email' as const, value: patient.email }] : []),
  ];
  const contained: Patient = {
    resourceType: 'Patient',
    id: 'patient',
    name: [{ family: patient.lastName, given: patient.firstName ? [patient.firstName] : [] }],
    ...(patient.dateOfBirth ? { birthDate: patient.dateOfBirth } : {}),
    ...(telecom.length > 0 ? { telecom } : {}),
  };
  const resource = appointmentResource(deps.site, {
    clinic: { id: appointment.provider.providerId, timeZone: appointment.timezone, name: appointment.provider.name },
    service: services[0]!,
    services,
    startMs: Date.parse(appointment.timestamp),
    minutes: appointment.durationMinutes,
    id: fhirIdOf(appointment.id),
    state: { kind: 'appointment', status: appointment.status, attendance: proven.attendance },
    patient: '#patient',
    extras: {
      contained: [contained],
      identifier: [{ system: confirmationCodeSystem(deps.site), value: confirmCode }],
      ...(appointment.status === 'CANCELED' ? { cancelationReason: cancellationReasonOf(proven.cancelReason) } : {}),
    },
  });
  return oneMatch(deps.site, resource);
}

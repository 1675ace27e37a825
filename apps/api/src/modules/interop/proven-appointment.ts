import type { FhirAppointmentSearch } from '@hs/contracts';
import type { Bundle } from '@medplum/fhirtypes';
import { DomainError } from '#api/domain-error.js';
import { provenAppointment } from '#api/modules/appointments';
import { confirmationCodeSystem } from './fhir-api-resources.js';
import type { FhirOperationDeps } from './fhir-operations.service.js';
import { oneMatch } from './fhir-search.js';
import { publishedServices } from './published-services.js';
import { storedAppointment } from './stored-appointment.js';

/**
 * One's own appointment through FHIR (IHE's Find Existing Appointments, narrowed to one): the confirmation code and
 * the patient's last name and date of birth, exactly as find-my-appointment takes them, answer the Appointment as
 * it stands (checked in, cancelled by the clinic and why) with its Patient contained. Without a staff session,
 * nothing else finds appointments or patients through FHIR, so nothing can list them. The Bundle has no self link:
 * the parameters the search used are the proof, which never goes in a URL (decision 064).
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
  const resource = storedAppointment(deps.site, {
    clinic: { id: appointment.provider.providerId, timeZone: appointment.timezone, name: appointment.provider.name },
    catalog: await publishedServices(deps.scheduling.db, deps.scheduling.clock.now()),
    visit: {
      id: appointment.id,
      startMs: Date.parse(appointment.timestamp),
      minutes: appointment.durationMinutes,
      services: appointment.services,
      status: appointment.status,
      attendance: proven.attendance,
      cancelReason: proven.cancelReason,
    },
    patient,
    extras: { identifier: [{ system: confirmationCodeSystem(deps.site), value: confirmCode }] },
  });
  return oneMatch(deps.site, resource);
}

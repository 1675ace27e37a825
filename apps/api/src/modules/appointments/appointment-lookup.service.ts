import type { AppointmentLookupRequest, ManagedAppointment } from '@hs/contracts';
import type { AttemptCounter, Secrets } from '#api/modules/security';
import type { SchedulingContext } from '#api/modules/slot-inventory';
import { lookupMismatch } from './appointments.errors.js';
import { confirmCodeHashes } from './confirm-code.js';
import { beginLookupGuess } from './guess-limits.js';
import { findByConfirmCodeHashes, findManagedAppointment } from './manage.repository.js';
import { openPatientRecord, sameName, sealPatientRecordText } from './patient-record.js';

interface LookupRequest extends AppointmentLookupRequest {
  clientIp: string;
}

/**
 * Find my appointment: the confirmation code names the appointment, the patient's last name and date of birth
 * confirm it. An unknown code opens a decoy record, so it takes about as long as a known code with a wrong name.
 */
export async function lookUpAppointment(
  ctx: SchedulingContext,
  secrets: Secrets,
  counter: AttemptCounter,
  request: LookupRequest,
): Promise<ManagedAppointment> {
  const attempt = await beginLookupGuess({ counter, secrets, config: ctx.config }, request);
  const candidates = await findByConfirmCodeHashes(ctx.db, confirmCodeHashes(secrets, request.confirmCode));
  const decoy = decoyRecord(secrets);
  const opened = candidates.length > 0 ? candidates : [decoy];
  const match = opened.find((candidate) => {
    const record = openPatientRecord(secrets, candidate.patientData, candidate.id) as PatientFacts;
    const matches = sameName(record.basicInfo?.lastName, request.lastName);
    return record.basicInfo?.dateOfBirth === request.dateOfBirth && matches && candidate !== decoy;
  });
  const appointment = match ? await findManagedAppointment(ctx.db, match.id) : null;
  if (!appointment) throw lookupMismatch();
  await attempt.succeeded();
  return appointment;
}

interface PatientFacts {
  basicInfo?: { lastName?: string; dateOfBirth?: string };
}

const decoys = new WeakMap<Secrets, { id: string; patientData: string }>();

/** A sealed record shaped like a real one, opened when no appointment has the code. */
function decoyRecord(secrets: Secrets) {
  let decoy = decoys.get(secrets);
  if (!decoy) {
    const text = JSON.stringify({ basicInfo: { lastName: '', dateOfBirth: '' }, padding: 'x'.repeat(1200) });
    decoy = { id: 'decoy', patientData: sealPatientRecordText(secrets, text, 'decoy') };
    decoys.set(secrets, decoy);
  }
  return decoy;
}

import type { AppointmentLookupRequest, ManagedAppointment } from '@hs/contracts';
import { HttpError } from '#api/http-error.js';
import type { AttemptCounter } from '#api/modules/security/attempt-counter.js';
import type { Secrets } from '#api/modules/security/secrets.js';
import type { SchedulingContext } from '#api/modules/slot-inventory/scheduling-context.js';
import { confirmCodeHashes } from './confirm-code.js';
import { beginLookupAttempt } from './lookup-attempts.js';
import { findByConfirmCodeHashes, findManagedAppointment } from './manage.repository.js';
import { openPatientRecord, sameName, sealPatientRecordText } from './patient-record.js';

/** One answer whichever detail was wrong, so a guess learns nothing about the others. */
export const LOOKUP_MISMATCH =
  'We could not find an appointment with those details. Please check the confirmation code, last name and date of birth.';

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
  const attempt = await beginLookupAttempt(counter, secrets, ctx.config, request);
  const candidates = await findByConfirmCodeHashes(ctx.db, confirmCodeHashes(secrets, request.confirmCode));
  const decoy = decoyRecord(secrets);
  const opened = candidates.length > 0 ? candidates : [decoy];
  const match = opened.find((candidate) => {
    const record = openPatientRecord(secrets, candidate.patientData, candidate.id) as PatientFacts;
    const matches = sameName(record.basicInfo?.lastName, request.lastName);
    return record.basicInfo?.dateOfBirth === request.dateOfBirth && matches && candidate !== decoy;
  });
  const appointment = match ? await findManagedAppointment(ctx.db, match.id) : null;
  if (!appointment) throw new HttpError(404, 'NOT_FOUND', LOOKUP_MISMATCH);
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

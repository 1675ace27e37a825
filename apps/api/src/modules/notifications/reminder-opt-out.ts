import { reminderOptOutPath } from '@hs/contracts';
import type { Database } from '#api/db/client.js';
import { hashesEqual, type Secrets } from '#api/modules/security/secrets.js';
import { turnRemindersOff } from './outbox.repository.js';

/** The signature of an appointment's opt-out link: only the server can make it, so the link cannot be guessed. */
const signatureOf = (secrets: Secrets, appointmentId: string) => secrets.keyedHash('reminder-opt-out', appointmentId);

export function reminderOptOutUrl(secrets: Secrets, publicUrl: string, appointmentId: string): string {
  const path = reminderOptOutPath.replace(':id', encodeURIComponent(appointmentId));
  return `${publicUrl.replace(/\/+$/, '')}${path}?signature=${signatureOf(secrets, appointmentId)}`;
}

export function isOptOutSignature(secrets: Secrets, appointmentId: string, signature: string): boolean {
  return hashesEqual(signatureOf(secrets, appointmentId), signature);
}

/** Stops the reminders of an appointment still to come; false for a link that is not ours. */
export async function optOutOfReminders(
  db: Database,
  secrets: Secrets,
  request: { appointmentId: string; signature: string },
): Promise<boolean> {
  if (!isOptOutSignature(secrets, request.appointmentId, request.signature)) return false;
  return turnRemindersOff(db, request.appointmentId);
}

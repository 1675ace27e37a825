import { createHash } from 'node:crypto';
import { reminderOptOutPath } from '@hs/contracts';
import type { Database } from '#api/db/client.js';
import { randomToken } from '#api/modules/security/random-token.js';
import { hashesEqual, type Secrets } from '#api/modules/security/secrets.js';
import { hasOptOutHash, setOptOutHash, turnRemindersOff } from './outbox.repository.js';

/**
 * A reminder's opt-out link carries a token of 256 random bits, made with the reminder (43 characters, as the
 * link's `signature` always was); the outbox row keeps only its SHA-256, so no key is involved and a link already
 * sent keeps working after its key is rotated away (decision 039). The token is unguessable, so the unkeyed hash
 * reveals nothing.
 */
export const newOptOutToken = () => randomToken(32);

export const optOutHashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');

export function reminderOptOutUrl(publicUrl: string, appointmentId: string, token: string): string {
  const path = reminderOptOutPath.replace(':id', encodeURIComponent(appointmentId));
  return `${publicUrl.replace(/\/+$/, '')}${path}?signature=${token}`;
}

/** A reminder queued before links carried tokens gets one as it is sent, so every link sent since has one. */
export async function optOutTokenFor(db: Database, messageId: string, queued: string | undefined): Promise<string> {
  if (queued) return queued;
  const token = newOptOutToken();
  await setOptOutHash(db, messageId, optOutHashOf(token));
  return token;
}

/**
 * Whether the link is one of ours: a token of one of the appointment's reminders, or a link sent before tokens,
 * an HMAC of the appointment id under a key still listed.
 */
export async function isOptOutLink(
  db: Database,
  secrets: Secrets,
  appointmentId: string,
  signature: string,
): Promise<boolean> {
  const signedBefore = secrets.keyedHashes('reminder-opt-out', appointmentId);
  if (signedBefore.some(({ hash }) => hashesEqual(hash, signature))) return true;
  return hasOptOutHash(db, appointmentId, optOutHashOf(signature));
}

/** Stops the reminders of an appointment still to come; false for a link that is not ours. */
export async function optOutOfReminders(
  db: Database,
  secrets: Secrets,
  request: { appointmentId: string; signature: string },
): Promise<boolean> {
  if (!(await isOptOutLink(db, secrets, request.appointmentId, request.signature))) return false;
  return turnRemindersOff(db, request.appointmentId);
}

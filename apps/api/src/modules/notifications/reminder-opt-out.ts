import { createHash } from 'node:crypto';
import { reminderOptOutPath } from '@hs/contracts';
import { DEFAULT_LANGUAGE, type Language } from '@hs/domain';
import type { Database } from '#api/db/client.js';
import { hashesEqual, randomToken, type Secrets } from '#api/modules/security';
import { hasOptOutHash, setOptOutHash, turnRemindersOff } from './outbox.repository.js';
import { reminderOptOutPage } from './reminder-opt-out-page.js';

/**
 * A reminder's opt-out link carries a token of 256 random bits, made with the reminder (43 characters, as the
 * link's `signature` always was); the outbox row keeps only its SHA-256, so no key is involved and a link already
 * sent keeps working after its key is rotated away (decision 039). The token is unguessable, so the unkeyed hash
 * reveals nothing.
 */
export const newOptOutToken = () => randomToken(32);

export const optOutHashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');

/** The link names the reminder's language, so its page speaks it, whatever the link's signature turns out to be. */
export function reminderOptOutUrl(publicUrl: string, appointmentId: string, token: string, language: Language): string {
  const path = reminderOptOutPath.replace(':id', encodeURIComponent(appointmentId));
  return `${publicUrl.replace(/\/+$/, '')}${path}?${new URLSearchParams({ signature: token, language })}`;
}

/** A reminder queued before links carried tokens gets one as it is sent, so every link sent since has one. */
export async function optOutTokenFor(db: Database, messageId: string, queued: string | undefined): Promise<string> {
  if (queued) return queued;
  const token = newOptOutToken();
  await setOptOutHash(db, messageId, optOutHashOf(token));
  return token;
}

interface OptOutLink {
  appointmentId: string;
  signature: string;
  /** Left out by links sent before reminders named their language. */
  language?: Language | undefined;
}

/**
 * Whether the link is one of ours: a token of one of the appointment's reminders, or a link sent before tokens,
 * an HMAC of the appointment id under a key still listed.
 */
async function isOptOutLink(db: Database, secrets: Secrets, link: OptOutLink): Promise<boolean> {
  const signedBefore = secrets.keyedHashes('reminder-opt-out', link.appointmentId);
  if (signedBefore.some(({ hash }) => hashesEqual(hash, link.signature))) return true;
  return hasOptOutHash(db, link.appointmentId, optOutHashOf(link.signature));
}

/** The page an opt-out link shows, and whether the link was ours (else the page says it is not valid). */
export interface OptOutPage {
  found: boolean;
  html: string;
}

/** Opening the link only asks, so a scanner that follows every link changes nothing; the button posts. */
export async function reminderOptOutQuestion(db: Database, secrets: Secrets, link: OptOutLink): Promise<OptOutPage> {
  const found = await isOptOutLink(db, secrets, link);
  const language = link.language ?? DEFAULT_LANGUAGE;
  const action = `?${new URLSearchParams({ signature: link.signature, language })}`;
  return { found, html: reminderOptOutPage(language, found ? { kind: 'ask', action } : { kind: 'invalid' }) };
}

/** Stops the reminders of an appointment still to come; a link that is not ours changes nothing. */
export async function optOutOfReminders(db: Database, secrets: Secrets, link: OptOutLink): Promise<OptOutPage> {
  const found = (await isOptOutLink(db, secrets, link)) && (await turnRemindersOff(db, link.appointmentId));
  const language = link.language ?? DEFAULT_LANGUAGE;
  return { found, html: reminderOptOutPage(language, { kind: found ? 'done' : 'invalid' }) };
}

import { notificationTexts } from '@hs/content';
import { reminderOptOutPath } from '@hs/contracts';
import type { Database } from '#api/db/client.js';
import { readContent } from '#api/modules/content';
import { hashesEqual, type Secrets } from '#api/modules/security';
import { turnRemindersOff } from './outbox.repository.js';
import { reminderOptOutPage } from './reminder-opt-out-page.js';

/** The signature of an appointment's opt-out link: only the server can make it, so the link cannot be guessed. */
const signatureOf = (secrets: Secrets, appointmentId: string) => secrets.keyedHash('reminder-opt-out', appointmentId);

export function reminderOptOutUrl(secrets: Secrets, publicUrl: string, appointmentId: string): string {
  const path = reminderOptOutPath.replace(':id', encodeURIComponent(appointmentId));
  return `${publicUrl.replace(/\/+$/, '')}${path}?signature=${signatureOf(secrets, appointmentId)}`;
}

const isOptOutSignature = (secrets: Secrets, appointmentId: string, signature: string) =>
  hashesEqual(signatureOf(secrets, appointmentId), signature);

interface OptOutLink {
  appointmentId: string;
  signature: string;
}

/** The page an opt-out link shows, and whether the link was ours (else the page says it is not valid). */
export interface OptOutPage {
  found: boolean;
  html: string;
}

const pageTexts = async (db: Database) => (await readContent(db, notificationTexts)).reminderOptOut;

/** Opening the link only asks, so a scanner that follows every link changes nothing; the button posts. */
export async function reminderOptOutQuestion(db: Database, secrets: Secrets, link: OptOutLink): Promise<OptOutPage> {
  const found = isOptOutSignature(secrets, link.appointmentId, link.signature);
  const action = `?${new URLSearchParams({ signature: link.signature })}`;
  return {
    found,
    html: reminderOptOutPage(await pageTexts(db), found ? { kind: 'ask', action } : { kind: 'invalid' }),
  };
}

/** Stops the reminders of an appointment still to come; a link that is not ours changes nothing. */
export async function optOutOfReminders(db: Database, secrets: Secrets, link: OptOutLink): Promise<OptOutPage> {
  const found =
    isOptOutSignature(secrets, link.appointmentId, link.signature) && (await turnRemindersOff(db, link.appointmentId));
  return { found, html: reminderOptOutPage(await pageTexts(db), { kind: found ? 'done' : 'invalid' }) };
}

import {
  appointmentKeyNeeds,
  idempotencyKeyNeeds,
  rekeyAppointments,
  resealIdempotentAnswers,
} from '#api/modules/appointments';
import { outboxKeyNeeds, resealOutboxEnvelopes } from '#api/modules/notifications';
import { createSecrets, type KeyNeed, type Keyring, type Secrets } from '#api/modules/security';
import { waitlistKeyNeeds } from '#api/modules/waitlist';
import type { Database } from './db/client.js';

export interface Rotated {
  appointments: number;
  messages: number;
  answers: number;
}

/**
 * Moves every value that depends on a key to the current one: appointments (patient data, sealed codes, and the
 * code and patient hashes made again from them), the messages waiting in the outbox, and the answers kept for
 * Idempotency-Keys. Safe beside serving processes: each row is written only if unchanged since it was read.
 */
export async function rotateKeys(db: Database, secrets: Secrets): Promise<Rotated> {
  return {
    appointments: await rekeyAppointments(db, secrets),
    messages: await resealOutboxEnvelopes(db, secrets),
    answers: await resealIdempotentAnswers(db, secrets),
  };
}

/** Every key the stored rows still depend on, and by what: one entry per key and kind of value. */
export async function keyNeeds(db: Database, secrets: Secrets, now: Date): Promise<KeyNeed[]> {
  const needs = [
    ...(await appointmentKeyNeeds(db, secrets, now)),
    ...(await outboxKeyNeeds(db)),
    ...(await idempotencyKeyNeeds(db)),
    ...(await waitlistKeyNeeds(db)),
  ];
  const merged = new Map<string, KeyNeed>();
  for (const need of needs) {
    const key = `${need.keyId}\0${need.what}`;
    const seen = merged.get(key);
    const until = seen?.until && need.until && seen.until > need.until ? seen.until : need.until;
    merged.set(key, { ...need, count: (seen?.count ?? 0) + need.count, ...(until ? { until } : {}) });
  }
  return [...merged.values()];
}

const day = (at: Date) => at.toISOString().slice(0, 10);

function describe(need: KeyNeed): string {
  return need.until
    ? `${need.what} (${need.count}, until ${day(need.until)}, the last visit)`
    : `${need.what} (${need.count})`;
}

function byKey(needs: readonly KeyNeed[]): Map<string | null, KeyNeed[]> {
  const grouped = new Map<string | null, KeyNeed[]>();
  for (const need of needs) grouped.set(need.keyId, [...(grouped.get(need.keyId) ?? []), need]);
  return grouped;
}

/**
 * What `npm run rotate-keys` says after re-keying: for each listed key other than the current one, that it can
 * go, or what still needs it; and any rows that need a key not listed.
 */
export function keyReport(needs: readonly KeyNeed[], listedKeyIds: readonly string[], listName: string): string[] {
  const grouped = byKey(needs);
  const lines = listedKeyIds.slice(1).map((keyId) => {
    const needing = grouped.get(keyId);
    if (!needing) return `key ${keyId} is no longer needed by any row: remove it from ${listName}`;
    const waiting = needing.every((need) => need.until) ? 'keep it until then' : 'run this command again';
    return `key ${keyId} is still needed by ${needing.map(describe).join(', ')}: ${waiting}`;
  });
  for (const [keyId, needing] of grouped) {
    if (keyId !== null && listedKeyIds.includes(keyId)) continue;
    lines.push(`${unlisted(keyId)} is not in ${listName}, but ${needing.map(describe).join(', ')} need it`);
  }
  return lines;
}

const unlisted = (keyId: string | null) =>
  keyId === null ? 'the key listed last before key ids were stored with hashes' : `key ${keyId}`;

/**
 * Why a server must not start: rows that need a key no longer listed (their codes would not match, their data
 * would not open). Null when every key still needed is listed.
 */
export function missingKeyRefusal(needs: readonly KeyNeed[], listedKeyIds: readonly string[], listName: string) {
  const missing = [...byKey(needs)].filter(([keyId]) => keyId === null || !listedKeyIds.includes(keyId));
  if (missing.length === 0) return null;
  const reasons = missing.map(
    ([keyId, needing]) => `${unlisted(keyId)} is still needed by ${needing.map(describe).join(', ')}`,
  );
  return `${reasons.join('; ')}. It was removed from ${listName} too early: list it again (after the current key), run \`npm run rotate-keys -w apps/api\`, and remove it only when that command says it is no longer needed.`;
}

/** Checked before a server serves: the refusal to print when its key list lacks a key rows still need, else null. */
export async function refusalToServe(db: Database, keyring: Keyring, listName: string, now: Date) {
  const needs = await keyNeeds(db, createSecrets(keyring), now);
  return missingKeyRefusal(needs, [...keyring.keys.keys()], listName);
}

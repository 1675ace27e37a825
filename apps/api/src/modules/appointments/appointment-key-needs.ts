import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { instant, rowsOf } from '#api/db/sql-values.js';
import { type KeyNeed, type Secrets, sealedKeyIdOf } from '#api/modules/security';
import { identityOfRecord, keyIdOfPatientKey, openPatientRecord } from './patient-record.js';

interface KeyGroup {
  dataKey: string | null;
  codeKey: string | null;
  hashKey: string | null;
  /** Booked before codes were kept sealed: its hashes cannot be made again under another key. */
  legacy: boolean;
  upcoming: boolean;
  count: number;
  lastVisit: Date | string;
}

/**
 * The keys appointments still need: the ones their patient data and codes are sealed with, and the one their
 * hashes were made with. Hashes of an appointment booked before codes were kept sealed cannot be re-keyed, and
 * matter only until its visit; those whose key was not yet named (`npm run rotate-keys` names it) are put
 * under the key that made the most recent one's, which is how a key removed too early is caught.
 */
export async function appointmentKeyNeeds(db: Database, secrets: Secrets, now: Date): Promise<KeyNeed[]> {
  const groups = rowsOf<KeyGroup>(
    await db.execute(sql`
      select ${sealedKeyIdOf(sql`patient_data`)} as "dataKey",
        ${sealedKeyIdOf(sql`confirm_code_sealed`)} as "codeKey",
        hash_key_id as "hashKey", confirm_code_sealed is null as legacy, starts_at > ${instant(now)} as upcoming,
        count(*)::int as count, max(starts_at) as "lastVisit"
      from appointments group by 1, 2, 3, 4, 5`),
  );
  const unnamed = groups.some((group) => group.legacy && group.upcoming && group.hashKey === null)
    ? await keyOfLatestUnnamed(db, secrets, now)
    : undefined;
  return groups.flatMap((group): KeyNeed[] => {
    const { count } = group;
    const needs: KeyNeed[] = [];
    if (group.dataKey !== null) needs.push({ keyId: group.dataKey, count, what: "appointments' patient data" });
    if (!group.legacy) {
      if (group.codeKey !== null) needs.push({ keyId: group.codeKey, count, what: 'sealed confirmation codes' });
      needs.push({ keyId: group.hashKey, count, what: 'confirmation-code and patient hashes' });
    } else if (group.upcoming && (group.hashKey !== null || unnamed !== undefined)) {
      needs.push({
        keyId: group.hashKey ?? unnamed ?? null,
        count,
        what: 'confirmation-code hashes of appointments booked before codes were kept sealed',
        until: new Date(group.lastVisit),
      });
    }
    return needs;
  });
}

/**
 * The listed key that made the hashes of the most recent upcoming appointment whose key is not yet named; null
 * when none of them did; undefined when its record does not open, which says nothing about its hashes (a
 * record sealed under a key not listed is reported by that key already).
 */
async function keyOfLatestUnnamed(db: Database, secrets: Secrets, now: Date): Promise<string | null | undefined> {
  const [latest] = rowsOf<{ id: string; patientData: string; patientKey: string }>(
    await db.execute(sql`
      select id, patient_data as "patientData", patient_key as "patientKey" from appointments
      where hash_key_id is null and confirm_code_sealed is null and starts_at > ${instant(now)}
      order by created_at desc limit 1`),
  );
  if (!latest) return undefined;
  let record: unknown;
  try {
    record = openPatientRecord(secrets, latest.patientData, latest.id);
  } catch {
    return undefined;
  }
  return keyIdOfPatientKey(secrets, identityOfRecord(record), latest.patientKey) ?? null;
}

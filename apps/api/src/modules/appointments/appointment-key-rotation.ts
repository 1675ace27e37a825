import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { appointments } from '#api/db/schema.js';
import { rewriteInBatches, type Secrets } from '#api/modules/security';
import { hashConfirmCode, openConfirmCode, sealConfirmCode } from './confirm-code.js';
import {
  identityOfRecord,
  keyIdOfPatientKey,
  openPatientRecordText,
  patientKey,
  sealPatientRecordText,
} from './patient-record.js';

type KeyedRow = Pick<
  typeof appointments.$inferSelect,
  'id' | 'patientData' | 'patientKey' | 'confirmCodeHash' | 'confirmCodeSealed' | 'hashKeyId'
>;
type KeyedUpdate = Partial<Omit<KeyedRow, 'id'>>;

/**
 * Moves every appointment to the current key: re-seals its patient data and its sealed code, and hashes the code
 * (from the sealed copy) and the patient (from the record) again under the current key. A row booked before
 * codes were kept sealed cannot have its code hashed again; its hashes stay, and it is given the id of the key
 * that made them, found by hashing its patient under each listed key. Returns how many rows changed.
 */
export function rekeyAppointments(db: Database, secrets: Secrets): Promise<number> {
  const current = `v2.${secrets.currentKeyId}.%`;
  return rewriteInBatches<KeyedRow, KeyedUpdate>({
    readAfter: (after, limit) =>
      db
        .select({
          id: appointments.id,
          patientData: appointments.patientData,
          patientKey: appointments.patientKey,
          confirmCodeHash: appointments.confirmCodeHash,
          confirmCodeSealed: appointments.confirmCodeSealed,
          hashKeyId: appointments.hashKeyId,
        })
        .from(appointments)
        .where(
          and(
            gt(appointments.id, after),
            sql`(${appointments.patientData} not like ${current}
              or (${appointments.confirmCodeSealed} is not null and (${appointments.confirmCodeSealed} not like ${current}
                or ${appointments.hashKeyId} is distinct from ${secrets.currentKeyId}))
              or (${appointments.confirmCodeSealed} is null and ${appointments.hashKeyId} is null))`,
          ),
        )
        .orderBy(asc(appointments.id))
        .limit(limit),
    rewrite: (row) => rekeyed(secrets, row),
    writeIfUnchanged: async (row, update) => {
      const updated = await db
        .update(appointments)
        .set(update)
        .where(
          and(
            eq(appointments.id, row.id),
            eq(appointments.patientData, row.patientData),
            eq(appointments.confirmCodeHash, row.confirmCodeHash),
            row.hashKeyId === null ? isNull(appointments.hashKeyId) : eq(appointments.hashKeyId, row.hashKeyId),
          ),
        )
        .returning({ id: appointments.id });
      return updated.length > 0;
    },
  });
}

function rekeyed(secrets: Secrets, row: KeyedRow): KeyedUpdate | undefined {
  const text = openPatientRecordText(secrets, row.patientData, row.id);
  const identity = identityOfRecord(JSON.parse(text));
  const sealedData = secrets.isCurrent(row.patientData)
    ? {}
    : { patientData: sealPatientRecordText(secrets, text, row.id) };
  if (row.confirmCodeSealed !== null) {
    const code = openConfirmCode(secrets, row.confirmCodeSealed, row.id);
    return {
      ...sealedData,
      confirmCodeSealed: sealConfirmCode(secrets, code, row.id),
      confirmCodeHash: hashConfirmCode(secrets, code),
      patientKey: patientKey(secrets, identity),
      hashKeyId: secrets.currentKeyId,
    };
  }
  const hashKeyId = row.hashKeyId ?? keyIdOfPatientKey(secrets, identity, row.patientKey);
  const named = hashKeyId !== undefined && hashKeyId !== row.hashKeyId ? { hashKeyId } : {};
  const update = { ...sealedData, ...named };
  return Object.keys(update).length > 0 ? update : undefined;
}

import { and, asc, eq, gt, notLike } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { appointments } from '../../db/schema.js';
import type { Secrets } from '../security/secrets.js';
import { openPatientRecordText, sealPatientRecordText } from './patient-record.js';

const BATCH = 200;

/**
 * Re-seals every appointment's patient data that is not under the current key (older keys, the format before key
 * ids), in batches by id so it can run beside a serving API. Each row is written only if it still holds what was
 * read. Returns how many rows it re-sealed; a second run finds none.
 */
export async function resealPatientData(db: Database, secrets: Secrets, currentKeyId: string): Promise<number> {
  let resealed = 0;
  let after = '';
  for (;;) {
    const rows = await db
      .select({ id: appointments.id, patientData: appointments.patientData })
      .from(appointments)
      .where(and(gt(appointments.id, after), notLike(appointments.patientData, `v2.${currentKeyId}.%`)))
      .orderBy(asc(appointments.id))
      .limit(BATCH);
    for (const row of rows) {
      if (secrets.isCurrent(row.patientData)) continue;
      const sealed = sealPatientRecordText(secrets, openPatientRecordText(secrets, row.patientData, row.id), row.id);
      const updated = await db
        .update(appointments)
        .set({ patientData: sealed })
        .where(and(eq(appointments.id, row.id), eq(appointments.patientData, row.patientData)))
        .returning({ id: appointments.id });
      resealed += updated.length;
    }
    const last = rows.at(-1);
    if (!last) return resealed;
    after = last.id;
  }
}

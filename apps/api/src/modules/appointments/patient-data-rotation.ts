import { and, asc, eq, gt, notLike } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { appointments } from '#api/db/schema.js';
import { resealInBatches, type Secrets } from '#api/modules/security';
import { openPatientRecordText, sealPatientRecordText } from './patient-record.js';

/** Re-seals every appointment's patient data that is not under the current key; returns how many rows. */
export function resealPatientData(db: Database, secrets: Secrets, currentKeyId: string): Promise<number> {
  return resealInBatches(secrets, {
    readAfter: (after, limit) =>
      db
        .select({ id: appointments.id, sealed: appointments.patientData })
        .from(appointments)
        .where(and(gt(appointments.id, after), notLike(appointments.patientData, `v2.${currentKeyId}.%`)))
        .orderBy(asc(appointments.id))
        .limit(limit),
    reseal: (row) => sealPatientRecordText(secrets, openPatientRecordText(secrets, row.sealed, row.id), row.id),
    writeIfUnchanged: async (row, resealed) => {
      const updated = await db
        .update(appointments)
        .set({ patientData: resealed })
        .where(and(eq(appointments.id, row.id), eq(appointments.patientData, row.sealed)))
        .returning({ id: appointments.id });
      return updated.length > 0;
    },
  });
}

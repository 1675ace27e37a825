import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { appointments } from '#api/db/schema.js';
import type { Secrets } from '#api/modules/security';
import { openPatientRecord } from './patient-record.js';

interface AgeFacts {
  basicInfo?: { dateOfBirth?: string; address?: { stateProvince?: string } };
}

/**
 * What the minimum-age rule needs of a booked patient, from the sealed record and nothing else: the date of birth,
 * and the home state, which stands in for the licensure state a video visit was booked in (it is not kept).
 */
export async function bookedPatientAge(
  db: Database,
  secrets: Secrets,
  appointmentId: string,
): Promise<{ dateOfBirth: string; homeState: string | null } | null> {
  const [row] = await db
    .select({ patientData: appointments.patientData })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  if (!row) return null;
  const { basicInfo } = openPatientRecord(secrets, row.patientData, appointmentId) as AgeFacts;
  if (!basicInfo?.dateOfBirth) return null;
  return { dateOfBirth: basicInfo.dateOfBirth, homeState: basicInfo.address?.stateProvince ?? null };
}

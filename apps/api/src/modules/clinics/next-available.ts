import type { Database } from '../../db/client.js';
import type { ClinicRow } from './clinics.repository.js';

export async function nextAvailableAppointments(
  _db: Database,
  rows: readonly ClinicRow[],
  _serviceId: number,
  _now: Date,
): Promise<Map<string, Date | null>> {
  return new Map(rows.map((row) => [row.id, null]));
}

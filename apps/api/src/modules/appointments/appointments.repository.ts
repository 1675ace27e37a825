import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { executeNamed } from '#api/db/named-statement.js';
import { appointments } from '#api/db/schema.js';
import { integerArray, rowsOf, textArray } from '#api/db/sql-values.js';
import { type AuditEntry, auditInsert } from '#api/modules/audit';
import { type OutboxInsert, outboxInsert } from '#api/modules/notifications';

export type AppointmentInsert = typeof appointments.$inferInsert;

/** Writes the appointments, their outbox messages and their audit entries in one statement (one round trip). */
export async function insertAppointmentsWithAudit(
  db: Database,
  rows: readonly AppointmentInsert[],
  audit: readonly AuditEntry[],
  messages: readonly OutboxInsert[],
): Promise<void> {
  const appointmentsInserted = db
    .insert(appointments)
    .values([...rows])
    .getSQL();
  const messagesInserted =
    messages.length > 0 ? sql`, messages_inserted as (${outboxInsert(db, messages).getSQL()})` : sql``;
  await db.execute(
    sql`with appointments_inserted as (${appointmentsInserted})${messagesInserted} ${auditInsert(db, audit).getSQL()}`,
  );
}

/** The sealed patient records of these appointments, with their time and sequence, for the messages a change sends. */
export async function findPatientRecords(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: appointments.id,
      patientData: appointments.patientData,
      startsAt: appointments.startsAt,
      sequence: appointments.sequence,
    })
    .from(appointments)
    .where(inArray(appointments.id, [...ids]));
}

/**
 * Takes the patient's day lock (serialising bookings of one patient on one day across every API process, until
 * the transaction ends) and says whether the patient already has a booked appointment that day for any of
 * the services, in one round trip (migrations 0004 and 0009). `patientKeys` are the patient's hashes under
 * every listed key, so a booking not yet re-keyed after a rotation counts.
 */
export async function lockDayHasBooked(
  db: Database,
  patientKeys: readonly string[],
  localDate: string,
  serviceIds: readonly number[],
): Promise<boolean> {
  const result = await executeNamed(
    db,
    'booking_patient_day',
    sql`select lock_patient_day_has_booked_any(${textArray(patientKeys)}, ${localDate},
      ${integerArray(serviceIds)}, '{}') as "booked"`,
  );
  return rowsOf<{ booked: boolean }>(result)[0]?.booked === true;
}

interface AppointmentForCancel {
  id: string;
  confirmCodeHash: string;
  status: 'BOOKED' | 'CANCELED';
  firstAppointmentId: string | null;
}

/** Locks the appointment row, so two cancellations of one appointment run one after the other. */
export async function lockAppointment(db: Database, id: string): Promise<AppointmentForCancel | null> {
  const rows = await db
    .select({
      id: appointments.id,
      confirmCodeHash: appointments.confirmCodeHash,
      status: appointments.status,
      firstAppointmentId: appointments.firstAppointmentId,
    })
    .from(appointments)
    .where(eq(appointments.id, id))
    .for('update');
  return rows[0] ?? null;
}

/** Follow-ups of a first appointment that are still booked. */
export async function bookedFollowupIds(db: Database, firstAppointmentId: string): Promise<string[]> {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.firstAppointmentId, firstAppointmentId), eq(appointments.status, 'BOOKED')));
  return rows.map((row) => row.id);
}

export async function markCanceled(db: Database, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(appointments)
    // A cancellation is a change a calendar must take over the last move (RFC 5546): it counts as one.
    .set({ status: 'CANCELED', canceledAt: at, sequence: sql`${appointments.sequence} + 1` })
    .where(and(inArray(appointments.id, [...ids]), eq(appointments.status, 'BOOKED')));
}

export interface AppointmentSummaryRow {
  id: string;
  confirmCodeHash: string;
  status: 'BOOKED' | 'CANCELED';
  startsAt: Date | string;
  timeZone: string;
  businessName: string;
  firstAppointmentId: string | null;
  providerId: string;
  providerName: string;
  providerPhone: string | null;
  services: { id: number; name: string }[];
}

/** Scheduling facts of an appointment and of its follow-ups; patient columns are never selected. */
export async function findAppointmentSummaries(db: Database, id: string): Promise<AppointmentSummaryRow[]> {
  const result = await db.execute(sql`
    select a.id, a.confirm_code_hash as "confirmCodeHash", a.status, a.starts_at as "startsAt",
      a.time_zone as "timeZone", a.business_name as "businessName", a.first_appointment_id as "firstAppointmentId",
      p.id as "providerId", coalesce(c.vanity_name, p.name) as "providerName", c.phone as "providerPhone",
      coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name) order by pos)
                from unnest(a.service_ids) with ordinality as u(service_id, pos)
                join services s on s.id = u.service_id), '[]'::json) as services
    from appointments a
    join providers p on p.id = a.provider_id
    left join clinics c on c.provider_id = p.id
    where a.id = ${id} or a.first_appointment_id = ${id}
    order by a.first_appointment_id nulls first, a.starts_at`);
  return rowsOf<AppointmentSummaryRow>(result);
}

/** What the clinic recorded of an appointment and its sealed patient record, for a holder who proved it. */
export async function findAppointmentStanding(db: Database, id: string) {
  const [row] = await db
    .select({
      status: appointments.status,
      attendance: appointments.attendance,
      cancelReason: appointments.cancelReason,
      patientData: appointments.patientData,
    })
    .from(appointments)
    .where(eq(appointments.id, id));
  return row ?? null;
}

import type { Attendance, ClinicCancelReason } from '@hs/contracts/staff-desk';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { executeNamed } from '#api/db/named-statement.js';
import { appointments, notificationOutbox, services, staffAudit } from '#api/db/schema.js';
import { instant, rowsOf } from '#api/db/sql-values.js';
import type { StaffAuditInsert } from './staff-audit.repository.js';

export interface VisitRow {
  id: string;
  startsAt: Date;
  durationMinutes: number;
  services: string[];
  serviceIds: number[];
  status: 'BOOKED' | 'CANCELED';
  attendance: Attendance | null;
  attendanceAt: Date | null;
  cancelReason: ClinicCancelReason | null;
  /** Sealed; opened only once the caller is known to be allowed. */
  patientData: string;
}

export interface VisitAtClinicRow extends VisitRow {
  providerId: string;
  /** Empty for a provider that is not a store clinic (no district holds it). */
  divisionNumber: string;
  /** The name of the staff member who booked it for the patient; null when the patient booked online. */
  bookedBy: string | null;
}

const bookingColumns = sql`a.id, a.starts_at as "startsAt", a.service_ids as "serviceIds", a.status, a.attendance, a.attendance_at as "attendanceAt",
  a.cancel_reason as "cancelReason", a.patient_data as "patientData"`;

const visitColumns = sql`${bookingColumns},
  coalesce((select json_agg(s.name order by u.pos) from unnest(a.service_ids) with ordinality as u(id, pos)
            join services s on s.id = u.id), '[]'::json) as services,
  coalesce((select sum(s.slot_minutes) from unnest(a.service_ids) as u(id)
            join services s on s.id = u.id), 0)::int as "durationMinutes"`;

type RawVisit = Omit<VisitRow, 'startsAt' | 'attendanceAt'> & {
  startsAt: Date | string;
  attendanceAt: Date | string | null;
};

const visitOf = <T extends Pick<RawVisit, 'startsAt' | 'attendanceAt'>>(row: T) => ({
  ...row,
  startsAt: new Date(row.startsAt),
  attendanceAt: row.attendanceAt === null ? null : new Date(row.attendanceAt),
});

/** A listed visit before its services are named: the list names them from one read of the services. */
export type ListedVisitRow = Omit<VisitRow, 'services' | 'durationMinutes'>;

/** Each service's name and length, by id. */
export async function serviceTerms(db: Database): Promise<Map<number, { name: string; minutes: number }>> {
  const rows = await db.select({ id: services.id, name: services.name, minutes: services.slotMinutes }).from(services);
  return new Map(rows.map(({ id, ...terms }) => [id, terms]));
}

/**
 * A clinic's visits starting in [from, to), in time order, and the trail row of this read with their count
 * (`visits` added to its detail): one statement, so the list is never read without its row being written.
 * The visits are one range scan of (provider_id, starts_at); naming their services row by row cost more than
 * the scan, so the caller names them (`serviceTerms`).
 */
export async function readVisitsBetween(
  db: Database,
  range: { providerId: string; from: Date; to: Date },
  trail: StaffAuditInsert,
): Promise<ListedVisitRow[]> {
  const detail = sql`${JSON.stringify(trail.detail ?? {})}::jsonb || jsonb_build_object('visits', (select count(*) from listed))`;
  const written = db
    .insert(staffAudit)
    .values({ ...trail, detail })
    .getSQL();
  const result = await executeNamed(
    db,
    'staff_day_list',
    sql`with listed as (select ${bookingColumns} from appointments a
        where a.provider_id = ${range.providerId} and a.starts_at >= ${instant(range.from)}
          and a.starts_at < ${instant(range.to)}),
      trail as (${written})
      select * from listed order by "startsAt", id`,
  );
  return rowsOf<Omit<RawVisit, 'services' | 'durationMinutes'>>(result).map(visitOf);
}

/** One visit and the clinic it is at; `lock` holds the row until the transaction ends. */
export async function findVisit(
  db: Database,
  id: string,
  options: { lock?: boolean } = {},
): Promise<VisitAtClinicRow | null> {
  const result = await db.execute(sql`
    select ${visitColumns}, a.provider_id as "providerId", coalesce(c.division_number, '') as "divisionNumber",
      m.name as "bookedBy"
    from appointments a left join clinics c on c.provider_id = a.provider_id
      left join staff_members m on m.id = a.booked_by
    where a.id = ${id} ${options.lock ? sql`for update of a` : sql``}`);
  const row = rowsOf<RawVisit & Pick<VisitAtClinicRow, 'providerId' | 'divisionNumber' | 'bookedBy'>>(result)[0];
  return row ? visitOf(row) : null;
}

export async function setAttendance(db: Database, id: string, attendance: Attendance | null, at: Date) {
  await db.update(appointments).set({ attendance, attendanceAt: at }).where(eq(appointments.id, id));
}

/** Marks a new appointment as booked by a staff member for the patient. */
export async function setBookedBy(db: Database, id: string, staffId: string) {
  await db.update(appointments).set({ bookedBy: staffId }).where(eq(appointments.id, id));
}

export async function setCancelReason(db: Database, ids: readonly string[], reason: ClinicCancelReason) {
  if (ids.length === 0) return;
  await db
    .update(appointments)
    .set({ cancelReason: reason })
    .where(inArray(appointments.id, [...ids]));
}

/** The clinic of each appointment. */
export async function providersOf(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: appointments.id, providerId: appointments.providerId })
    .from(appointments)
    .where(inArray(appointments.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.providerId]));
}

/** The channels this appointment's clinic-cancellation message is queued on. */
export async function clinicCancellationChannels(db: Database, id: string): Promise<string[]> {
  const rows = await db
    .select({ channel: notificationOutbox.channel })
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.appointmentId, id), eq(notificationOutbox.kind, 'clinic-cancellation')));
  return rows.map((row) => row.channel);
}

import type { ManagedAppointment, ManagedVisit } from '@hs/contracts';
import { addDays, type BusinessName, type Language } from '@hs/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { executeNamed } from '#api/db/named-statement.js';
import { appointments } from '#api/db/schema.js';
import { integerArray, rowsOf, textArray } from '#api/db/sql-values.js';

/**
 * Appointments whose code hashes to one of these (the code's hash under each listed key); usually one, but
 * 50-bit codes may collide (decision 018).
 */
export async function findByConfirmCodeHashes(db: Database, confirmCodeHashes: readonly string[]) {
  return db
    .select({ id: appointments.id, patientData: appointments.patientData })
    .from(appointments)
    .where(inArray(appointments.confirmCodeHash, [...confirmCodeHashes]));
}

export interface MovableAppointment {
  id: string;
  confirmCodeHash: string;
  status: 'BOOKED' | 'CANCELED';
  firstAppointmentId: string | null;
  providerId: string;
  businessName: string;
  serviceIds: number[];
  startsAt: Date;
  timeZone: string;
  localDate: string;
  patientData: string;
  sequence: number;
  /** The code, sealed (null on rows booked before it was kept): what a move the patient did not ask for tells them. */
  confirmCodeSealed: string | null;
}

const movableColumns = {
  id: appointments.id,
  confirmCodeHash: appointments.confirmCodeHash,
  status: appointments.status,
  firstAppointmentId: appointments.firstAppointmentId,
  providerId: appointments.providerId,
  businessName: appointments.businessName,
  serviceIds: appointments.serviceIds,
  startsAt: appointments.startsAt,
  timeZone: appointments.timeZone,
  localDate: appointments.localDate,
  patientData: appointments.patientData,
  sequence: appointments.sequence,
  confirmCodeSealed: appointments.confirmCodeSealed,
};

/**
 * Locks an appointment, its follow-ups and its first appointment (rows of one series), in id order so that a
 * move and a cancel of one series wait for each other instead of deadlocking.
 */
export async function lockSeries(db: Database, id: string): Promise<MovableAppointment[]> {
  const [own] = await db.select(movableColumns).from(appointments).where(eq(appointments.id, id));
  if (!own) return [];
  const firstId = own.firstAppointmentId ?? own.id;
  return db
    .select(movableColumns)
    .from(appointments)
    .where(or(eq(appointments.id, firstId), eq(appointments.firstAppointmentId, firstId)))
    .orderBy(appointments.id)
    .for('update');
}

/** As lockDayHasBooked, but the appointments being moved do not count against their own new day (migration 0009). */
export async function lockDayHasOtherBooked(
  db: Database,
  patientKeys: readonly string[],
  localDate: string,
  serviceIds: readonly number[],
  moving: readonly string[],
): Promise<boolean> {
  const result = await executeNamed(
    db,
    'reschedule_patient_day',
    sql`select lock_patient_day_has_booked_any(${textArray(patientKeys)}, ${localDate},
      ${integerArray(serviceIds)}, ${textArray(moving)}) as "booked"`,
  );
  return rowsOf<{ booked: boolean }>(result)[0]?.booked === true;
}

export interface Move {
  id: string;
  providerId: string;
  startsAt: Date;
  timeZone: string;
  localDate: string;
  /** The language the visitor moved it in; left out, the appointment keeps its own. */
  language: Language | undefined;
}

/** Writes an appointment's new time and place (and language) and counts the move; returns the new sequence. */
export async function moveAppointment(db: Database, move: Move): Promise<number> {
  const [row] = await db
    .update(appointments)
    .set({
      providerId: move.providerId,
      startsAt: move.startsAt,
      timeZone: move.timeZone,
      localDate: move.localDate,
      ...(move.language ? { language: move.language } : {}),
      sequence: sql`${appointments.sequence} + 1`,
    })
    .where(and(eq(appointments.id, move.id), eq(appointments.status, 'BOOKED')))
    .returning({ sequence: appointments.sequence });
  if (!row) throw new Error('A locked, booked appointment was not moved');
  return row.sequence;
}

interface ManagedRow {
  id: string;
  status: 'BOOKED' | 'CANCELED';
  startsAt: Date | string;
  timeZone: string;
  localDate: string;
  businessName: string;
  firstAppointmentId: string | null;
  sequence: number;
  serviceIds: number[];
  providerId: string;
  kind: 'clinic' | 'virtual' | 'dietitian';
  providerName: string;
  phone: string | null;
  addressLine1: string | null;
  city: string | null;
  stateCode: string | null;
  postalCode: string | null;
  services: {
    id: number;
    name: string;
    slotMinutes: number;
    followupServiceId: number | null;
    followupAfterDays: number | null;
  }[];
}

/** The appointment's series: itself, its first appointment and its follow-ups, with where and what; never who. */
async function findSeriesRows(db: Database, id: string): Promise<ManagedRow[]> {
  const result = await db.execute(sql`
    with own as (select coalesce(first_appointment_id, id) as first_id from appointments where id = ${id})
    select a.id, a.status, a.starts_at as "startsAt", a.time_zone as "timeZone", a.local_date as "localDate",
      a.business_name as "businessName", a.first_appointment_id as "firstAppointmentId", a.sequence,
      a.service_ids as "serviceIds", p.id as "providerId", p.kind, coalesce(c.vanity_name, p.name) as "providerName",
      c.phone, c.address_line1 as "addressLine1", c.city, c.state_code as "stateCode", c.postal_code as "postalCode",
      coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name, 'slotMinutes', s.slot_minutes,
                  'followupServiceId', s.followup_service_id, 'followupAfterDays', s.followup_after_days) order by pos)
                from unnest(a.service_ids) with ordinality as u(service_id, pos)
                join services s on s.id = u.service_id), '[]'::json) as services
    from own join appointments a on a.id = own.first_id or a.first_appointment_id = own.first_id
    join providers p on p.id = a.provider_id
    left join clinics c on c.provider_id = p.id
    order by a.first_appointment_id nulls first, a.starts_at`);
  return rowsOf<ManagedRow>(result);
}

function visitOf(row: ManagedRow): ManagedVisit {
  return {
    id: row.id,
    status: row.status,
    timestamp: new Date(row.startsAt).toISOString(),
    timezone: row.timeZone,
    services: row.services.map(({ id, name }) => ({ id, name })),
    sequence: row.sequence,
    durationMinutes: row.services.reduce((total, service) => total + service.slotMinutes, 0),
  };
}

/** The days a follow-up waits after its first appointment: the largest interval among the first's services. */
function followupInterval(first: ManagedRow, followup: ManagedRow): number {
  const intervals = first.services
    .filter((service) => service.followupServiceId !== null && followup.serviceIds.includes(service.followupServiceId))
    .map((service) => service.followupAfterDays ?? 0);
  return intervals.length > 0 ? Math.max(...intervals) : 0;
}

export async function findManagedAppointment(db: Database, id: string): Promise<ManagedAppointment | null> {
  const rows = await findSeriesRows(db, id);
  const own = rows.find((row) => row.id === id);
  if (!own) return null;
  const first = own.firstAppointmentId ? rows.find((row) => row.id === own.firstAppointmentId) : undefined;
  const followup = own.firstAppointmentId
    ? undefined
    : rows.find((row) => row.firstAppointmentId === own.id && row.status === 'BOOKED');
  return {
    ...visitOf(own),
    businessName: own.businessName as BusinessName,
    isFollowup: own.firstAppointmentId !== null,
    provider: {
      providerId: own.providerId,
      kind: own.kind,
      name: own.providerName,
      phone: own.phone,
      address:
        own.addressLine1 && own.city && own.stateCode && own.postalCode
          ? {
              addressLines: [own.addressLine1],
              cityTown: own.city,
              stateProvince: own.stateCode,
              postalCode: own.postalCode,
            }
          : null,
    },
    followupAppointment: followup ? visitOf(followup) : null,
    followupAfterDays: followup ? followupInterval(own, followup) : null,
    earliestDate: first ? addDays(first.localDate, followupInterval(first, own)) : null,
  };
}

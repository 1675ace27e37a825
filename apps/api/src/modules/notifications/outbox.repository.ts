import type { Language } from '@hs/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { notificationOutbox } from '#api/db/schema.js';
import { instant, rowsOf, textArray } from '#api/db/sql-values.js';

export type OutboxInsert = typeof notificationOutbox.$inferInsert;
/** Every kind of message the outbox carries. */
export type OutboxKind = OutboxInsert['kind'];
/** The waitlist's messages (decision 060): about an entry or an offer, not an appointment. */
export type WaitlistMessageKind = Extract<OutboxKind, 'waitlist-code' | 'waitlist-offer'>;
/** The messages about an appointment. */
export type MessageKind = Exclude<OutboxKind, WaitlistMessageKind>;
export type Channel = OutboxInsert['channel'];

export const isWaitlistKind = (kind: OutboxKind): kind is WaitlistMessageKind => kind.startsWith('waitlist-');

/** The insert of outbox rows, for callers that fold it into a statement of their own. */
export const outboxInsert = (db: Database, rows: readonly OutboxInsert[]) =>
  db.insert(notificationOutbox).values([...rows]);

export async function insertMessages(db: Database, rows: readonly OutboxInsert[]): Promise<void> {
  if (rows.length > 0) await outboxInsert(db, rows);
}

/** A message taken for delivery: about an appointment, or about a waitlist entry (and its offer). */
export interface ClaimedRow {
  id: string;
  appointmentId: string | null;
  waitlistEntryId: string | null;
  waitlistOfferId: string | null;
  kind: OutboxKind;
  channel: Channel;
  sequence: number;
  sealed: string | null;
  /** Counting this one. */
  attempts: number;
  /** When its transient failures in a row began; null unless the last attempt failed that way. */
  failingSince: Date | string | null;
}

/** A message about an appointment. */
export interface ClaimedMessage extends ClaimedRow {
  appointmentId: string;
  kind: MessageKind;
}

/** A message about a waitlist entry. */
export interface ClaimedWaitlistMessage extends ClaimedRow {
  waitlistEntryId: string;
  kind: WaitlistMessageKind;
}

/**
 * Takes up to `limit` due messages of the given channels for this process: rows another process is taking at
 * the same moment are skipped (SKIP LOCKED), and each taken row's due time moves to the lease's end, so no
 * other process takes it while this one delivers, and it is due again if this process dies first.
 */
export async function claimDue(
  db: Database,
  options: { channels: readonly Channel[]; now: Date; leaseUntil: Date; limit: number },
): Promise<ClaimedRow[]> {
  const result = await db.execute(sql`
    update notification_outbox o set due_at = ${instant(options.leaseUntil)}, attempts = o.attempts + 1
    from (select id from notification_outbox
          where status = 'pending' and channel = any(${textArray(options.channels)})
            and due_at <= ${instant(options.now)}
          order by due_at limit ${options.limit} for update skip locked) due
    where o.id = due.id
    returning o.id, o.appointment_id as "appointmentId", o.waitlist_entry_id as "waitlistEntryId",
      o.waitlist_offer_id as "waitlistOfferId", o.kind, o.channel, o.sequence, o.sealed, o.attempts,
      o.failing_since as "failingSince"`);
  return rowsOf<ClaimedRow>(result);
}

type Ending = { status: 'sent' } | { status: 'skipped' | 'dead'; reason: string };

/**
 * Ends a message. A sent or skipped one has its sealed contact details erased, as nothing needs them any more; a
 * dead one keeps them, so an operator can send it again (retry-dead) until it expires.
 */
export async function finishMessage(db: Database, id: string, ending: Ending, now: Date): Promise<void> {
  await db
    .update(notificationOutbox)
    .set({
      status: ending.status,
      ...(ending.status === 'dead' ? {} : { sealed: null }),
      finishedAt: now,
      lastError: ending.status === 'sent' ? null : ending.reason,
    })
    .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, 'pending')));
}

/**
 * Makes a message due again. `failingSince` is when its transient failures began (kept from the row, or now for the
 * first), or null after a configuration failure, which does not count towards giving it up.
 */
export async function retryMessageAt(
  db: Database,
  id: string,
  retry: { dueAt: Date; reason: string; failingSince: Date | null },
): Promise<void> {
  await db
    .update(notificationOutbox)
    .set({ dueAt: retry.dueAt, lastError: retry.reason, failingSince: retry.failingSince })
    .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, 'pending')));
}

export interface DeliveryFacts {
  id: string;
  status: 'BOOKED' | 'CANCELED';
  sequence: number;
  startsAt: Date | string;
  timeZone: string;
  remindersOff: boolean;
  providerKind: 'clinic' | 'virtual' | 'dietitian';
  providerName: string;
  providerPhone: string | null;
  addressLine1: string | null;
  city: string | null;
  stateCode: string | null;
  postalCode: string | null;
  serviceNames: string[];
  minutes: number;
  language: Language;
}

/**
 * What the messages of these appointments say: what, when and where, and in which language, as the appointments
 * stand now; never who.
 */
export async function findDeliveryFacts(db: Database, appointmentIds: readonly string[]): Promise<DeliveryFacts[]> {
  const result = await db.execute(sql`
    select a.id, a.status, a.sequence, a.starts_at as "startsAt", a.time_zone as "timeZone",
      a.reminders_off as "remindersOff", p.kind as "providerKind", coalesce(c.vanity_name, p.name) as "providerName",
      c.phone as "providerPhone", c.address_line1 as "addressLine1", c.city, c.state_code as "stateCode",
      c.postal_code as "postalCode",
      coalesce((select json_agg(s.name order by pos) from unnest(a.service_ids) with ordinality as u(id, pos)
                join services s on s.id = u.id), '[]'::json) as "serviceNames",
      coalesce((select sum(s.slot_minutes) from services s where s.id = any(a.service_ids)), 0)::int as minutes,
      a.language
    from appointments a
    join providers p on p.id = a.provider_id
    left join clinics c on c.provider_id = p.id
    where a.id = any(${textArray(appointmentIds)})`);
  return rowsOf<DeliveryFacts>(result);
}

/** Turns reminders off for an appointment; false when there is no such appointment. */
export async function turnRemindersOff(db: Database, appointmentId: string): Promise<boolean> {
  const result = await db.execute(
    sql`update appointments set reminders_off = true where id = ${appointmentId} returning id`,
  );
  return rowsOf(result).length > 0;
}

/** Gives a reminder queued without an opt-out token the hash of the one its link will carry. */
export async function setOptOutHash(db: Database, messageId: string, optOutHash: string): Promise<void> {
  await db.update(notificationOutbox).set({ optOutHash }).where(eq(notificationOutbox.id, messageId));
}

/** Whether one of the appointment's reminders was sent with the opt-out token of this hash. */
export async function hasOptOutHash(db: Database, appointmentId: string, optOutHash: string): Promise<boolean> {
  const rows = await db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.appointmentId, appointmentId), eq(notificationOutbox.optOutHash, optOutHash)))
    .limit(1);
  return rows.length > 0;
}

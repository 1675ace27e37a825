import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { instant, rowsOf } from '#api/db/sql-values.js';
import type { Channel, MessageKind } from './outbox.repository.js';

const EXPIRY_BATCH = 1000;

/**
 * Deletes, with their sealed contact details, the messages that can no longer serve: waiting or dead ones whose
 * visit has begun (a channel that is off keeps its messages only until then), and dead ones that died before
 * `deadBefore`. Resolves to the kind and channel of each message deleted.
 */
export async function expireMessages(
  db: Database,
  options: { now: Date; deadBefore: Date },
): Promise<{ kind: MessageKind; channel: Channel }[]> {
  const expired: { kind: MessageKind; channel: Channel }[] = [];
  for (;;) {
    // In batches, so a backlog of thousands does not hold its row locks in one long statement.
    const result = await db.execute(sql`
      delete from notification_outbox o
      where o.id in (
        select m.id from notification_outbox m join appointments a on a.id = m.appointment_id
        where m.status in ('pending', 'dead')
          and (a.starts_at <= ${instant(options.now)}
               or (m.status = 'dead' and m.finished_at <= ${instant(options.deadBefore)}))
        limit ${EXPIRY_BATCH})
      returning o.kind, o.channel`);
    const rows = rowsOf<{ kind: MessageKind; channel: Channel }>(result);
    expired.push(...rows);
    if (rows.length < EXPIRY_BATCH) return expired;
  }
}

/**
 * Puts dead messages back in the queue, due now and with their failures forgotten: all of them, or those that
 * died at `since` or later. Those that no longer hold contact details (given up before dead messages kept them)
 * cannot be sent and stay dead.
 */
export async function requeueDead(
  db: Database,
  options: { now: Date; since?: Date | undefined },
): Promise<{ requeued: number; unsendable: number }> {
  const since = options.since ? sql`and finished_at >= ${instant(options.since)}` : sql``;
  const requeued = await db.execute(sql`
    update notification_outbox
    set status = 'pending', due_at = ${instant(options.now)}, attempts = 0, failing_since = null, finished_at = null
    where status = 'dead' and sealed is not null ${since}
    returning id`);
  const unsendable = await db.execute(
    sql`select count(*)::int as n from notification_outbox where status = 'dead' and sealed is null ${since}`,
  );
  return { requeued: rowsOf(requeued).length, unsendable: rowsOf<{ n: number }>(unsendable)[0]?.n ?? 0 };
}

export interface QueueFigures {
  channel: Channel;
  /** Messages waiting, whether due yet or not. */
  pending: number;
  /** How long the longest-waiting message that is due has been due; 0 when none is. */
  oldestDueSeconds: number;
}

/** The queue of each channel that has messages waiting. */
export async function queueFigures(db: Database, now: Date): Promise<QueueFigures[]> {
  const result = await db.execute(sql`
    select channel, count(*)::int as pending,
      coalesce(extract(epoch from ${instant(now)} - min(due_at) filter (where due_at <= ${instant(now)})), 0)::float8
        as "oldestDueSeconds"
    from notification_outbox where status = 'pending'
    group by channel`);
  return rowsOf<QueueFigures>(result);
}

import type { AnalyticsEvent } from '@hs/contracts';
import { WAITLIST_ANALYTICS_SCHEMA_VERSIONS, type WaitlistAnalyticsEventName } from '@hs/domain';
import type { Clock } from '#api/clock.js';
import type { Database } from '#api/db/client.js';
import { insertAnalyticsEvents } from './analytics.repository.js';

/**
 * Stores a batch of analytics events the contract accepted: every field a number or one of our own words
 * (decision 044), so nothing in them needs scanning for patient data.
 */
export async function recordAnalyticsEvents(
  context: { db: Database; clock: Clock },
  events: readonly AnalyticsEvent[],
): Promise<number> {
  const now = context.clock.now();
  await insertAnalyticsEvents(
    context.db,
    events.map(({ name, schemaVersion, ...payload }) => ({ receivedAt: now, name, schemaVersion, payload })),
  );
  return events.length;
}

/**
 * What the server itself records about the waitlist (decision 060), in the caller's transaction so an event exists
 * exactly when what it counts happened. Its fields are counts and our own words: never who, never where.
 */
export interface WaitlistEvent {
  name: WaitlistAnalyticsEventName;
  data: {
    kind: 'notify-me' | 'earlier';
    channel?: 'email' | 'sms';
    /** The seat's offers so far, this one included. */
    offerNumber?: number;
    /** How many days sooner than the appointment it replaces (earlier) or than the window's end (notify me). */
    daysEarlier?: number;
    /** Days from joining to this event. */
    daysWaited?: number;
  };
}

export async function recordWaitlistEvent(db: Database, event: WaitlistEvent, now: Date): Promise<void> {
  await insertAnalyticsEvents(db, [
    {
      receivedAt: now,
      name: event.name,
      schemaVersion: WAITLIST_ANALYTICS_SCHEMA_VERSIONS[event.name],
      payload: { component: 'waitlist', data: event.data },
    },
  ]);
}

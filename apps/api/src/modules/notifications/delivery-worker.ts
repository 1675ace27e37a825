import { LOCALES } from '@hs/domain';
import type { Clock } from '#api/clock.js';
import type { Database } from '#api/db/client.js';
import type { Secrets } from '#api/modules/security';
import { calendarInvite } from './calendar-invite.js';
import { type ChannelAlarmEvents, channelAlarm } from './channel-alarm.js';
import { DeliveryError } from './delivery-error.js';
import { emailContent, smsContent } from './email-content.js';
import { isCancellation, type MessageView, messageView } from './message-view.js';
import {
  type Channel,
  type ClaimedMessage,
  type ClaimedRow,
  type ClaimedWaitlistMessage,
  claimDue,
  type DeliveryFacts,
  findDeliveryFacts,
  finishMessage,
  isWaitlistKind,
  type OutboxKind,
  retryMessageAt,
} from './outbox.repository.js';
import { expireMessages } from './outbox-upkeep.repository.js';
import { optOutTokenFor, reminderOptOutUrl } from './reminder-opt-out.js';
import { retryDelayMs } from './retry-delay.js';
import { openEnvelope, openWaitlistEnvelope } from './sealed-envelope.js';
import { serviceNamesInLanguage } from './service-names.js';
import type { SmsSender } from './sms-sender.js';
import type { EmailSender } from './smtp-sender.js';
import { waitlistEmailContent, waitlistSmsContent, waitlistView } from './waitlist-content.js';
import { findWaitlistFacts, type WaitlistFacts, waitlistFactsKey } from './waitlist-facts.repository.js';
import { waitlistStaleness } from './waitlist-messages.js';

export type DeliveryOutcome = 'sent' | 'retry' | 'dead' | 'skipped' | 'expired';

export interface DeliverySettings {
  publicUrl: string;
  /** The From address, as the calendar's organizer. */
  organizer: { name: string; email: string };
  /** How long a message's transient failures in a row may last before it is given up as dead. */
  giveUpHours: number;
  /** How long a dead message stays (with its contact details, for retry-dead) before it is deleted. */
  keepDeadDays: number;
  retrySeconds: number;
  leaseSeconds: number;
  batchSize: number;
}

export interface DeliveryWorkerDependencies {
  db: Database;
  secrets: Secrets;
  clock: Clock;
  settings: DeliverySettings;
  senders: { email?: EmailSender | undefined; sms?: SmsSender | undefined };
  /** Told every outcome with the message's kind and channel (metrics); never anything about the patient. */
  onOutcome?: (outcome: DeliveryOutcome, message: { kind: OutboxKind; channel: Channel }) => void;
  /** Told when a channel's configuration starts being refused, and when it works again (metrics). */
  onChannelAlarm?: (channel: Channel, failing: boolean) => void;
  /** Told of messages given up and of refused channels, with ids and codes only. */
  log: {
    info(fields: Record<string, unknown>, message: string): void;
    warn(fields: Record<string, unknown>, message: string): void;
    error(fields: Record<string, unknown>, message: string): void;
  };
  /** Told of a round that failed, to log it (once for a whole database outage). */
  roundFailed: (error: unknown) => void;
  random?: () => number;
}

export interface DeliveryWorker {
  /** Delivers one batch of the messages due now; resolves to how many were taken. */
  deliverDue(): Promise<number>;
  /** Deletes the messages that can no longer serve; resolves to how many. */
  expire(): Promise<number>;
  /** Delivers every `pollMs`, and at once again after a full batch; expires messages every hour. */
  start(pollMs: number): void;
  /** Stops polling and waits for the round under way. */
  stop(): Promise<void>;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The outbox's delivery worker, one per API process. Each round takes a batch of due messages (SKIP LOCKED,
 * so processes never take the same row), renders each from the appointment as it stands now, sends it with
 * the message id as its Message-ID (a receiver drops a repeat), then marks it sent or deals with its failure
 * by kind (decision 038): a refused recipient makes it dead; a refused configuration holds the whole channel,
 * alerted, and probes it with one message at a time; a transient failure makes it due again after a backoff,
 * and dead once such failures have lasted `giveUpHours`. Messages about a time that no longer holds are skipped,
 * and those that can no longer serve are deleted every hour.
 */
export function createDeliveryWorker(deps: DeliveryWorkerDependencies): DeliveryWorker {
  const { db, secrets, clock, settings, senders } = deps;
  const channels = (['email', 'sms'] as const).filter((channel) => senders[channel] !== undefined);
  const uidDomain = new URL(settings.publicUrl).hostname;
  const alarm = channelAlarm({ retrySeconds: settings.retrySeconds, random: deps.random }, alarmEvents(deps));

  const report = (outcome: DeliveryOutcome, message: { kind: OutboxKind; channel: Channel }) =>
    deps.onOutcome?.(outcome, { kind: message.kind, channel: message.channel });

  async function send(message: ClaimedMessage, view: MessageView, to: string) {
    if (message.channel === 'sms') {
      await senders.sms?.send({ messageId: message.id, to, body: smsContent(view) });
      return;
    }
    const now = clock.now();
    await senders.email?.send({
      messageId: `${message.id}@${uidDomain}`,
      to,
      ...(await emailContent(view)),
      calendar: calendarInvite(view, { uidDomain, organizer: settings.organizer, attendee: to, now }),
      headers: {
        'Content-Language': LOCALES[view.language],
        ...(view.links.optOut
          ? { 'List-Unsubscribe': `<${view.links.optOut}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
          : {}),
      },
    });
  }

  async function giveUp(message: ClaimedRow, reason: string) {
    await finishMessage(db, message.id, { status: 'dead', reason }, clock.now());
    deps.log.warn(
      { notification: message.id, kind: message.kind, channel: message.channel, attempts: message.attempts, reason },
      'notification dead',
    );
    report('dead', message);
  }

  async function fail(message: ClaimedRow, failure: DeliveryError) {
    const now = clock.now();
    if (failure.kind === 'recipient') {
      // The provider took our request and refused only this address: the channel itself works.
      alarm.worked(message.channel, now);
      await giveUp(message, failure.code);
      return;
    }
    const backoff = now.getTime() + retryDelayMs(message.attempts, settings.retrySeconds, deps.random);
    if (failure.kind === 'configuration') {
      // Its own backoff too: a message refused so while others go through (a provider that calls a bad number a
      // bad request) would otherwise hold the channel again every minute.
      const probeAt = alarm.failed(message.channel, failure.code, now);
      const dueAt = new Date(Math.max(probeAt.getTime(), backoff));
      await retryMessageAt(db, message.id, { dueAt, reason: failure.code, failingSince: null });
      report('retry', message);
      return;
    }
    const failingSince = message.failingSince ? new Date(message.failingSince) : now;
    if (now.getTime() - failingSince.getTime() >= settings.giveUpHours * HOUR) {
      await giveUp(message, failure.code);
      return;
    }
    await retryMessageAt(db, message.id, { dueAt: new Date(backoff), reason: failure.code, failingSince });
    report('retry', message);
  }

  async function deliver(message: ClaimedMessage, facts: DeliveryFacts | undefined) {
    const stale = staleness(message, facts, clock.now());
    if (stale || !facts || !message.sealed) {
      await finishMessage(db, message.id, { status: 'skipped', reason: stale ?? 'nothing-to-send' }, clock.now());
      report('skipped', message);
      return;
    }
    try {
      const envelope = openEnvelope(secrets, message.id, message.sealed);
      const optOut =
        message.kind === 'reminder'
          ? reminderOptOutUrl(
              settings.publicUrl,
              message.appointmentId,
              await optOutTokenFor(db, message.id, envelope.optOutToken),
              facts.language,
            )
          : undefined;
      const view = messageView(message, facts, envelope, { publicUrl: settings.publicUrl, optOut });
      await send(message, view, envelope.to);
      alarm.worked(message.channel, clock.now());
      await finishMessage(db, message.id, { status: 'sent' }, clock.now());
      report('sent', message);
    } catch (error) {
      await fail(message, error instanceof DeliveryError ? error : new DeliveryError('render-error', 'transient'));
    }
  }

  /** A waitlist message: its code, or its offer while the offer stands (decision 060). */
  async function deliverWaitlist(message: ClaimedWaitlistMessage, facts: WaitlistFacts | undefined) {
    const stale = waitlistStaleness(message, facts, clock.now());
    if (stale || !facts || !message.sealed) {
      await finishMessage(db, message.id, { status: 'skipped', reason: stale ?? 'nothing-to-send' }, clock.now());
      report('skipped', message);
      return;
    }
    try {
      const envelope = openWaitlistEnvelope(secrets, message.id, message.sealed);
      const view = waitlistView(message, facts, envelope, settings.publicUrl);
      if (message.channel === 'sms') {
        await senders.sms?.send({ messageId: message.id, to: envelope.to, body: waitlistSmsContent(view) });
      } else {
        await senders.email?.send({
          messageId: `${message.id}@${uidDomain}`,
          to: envelope.to,
          ...(await waitlistEmailContent(view)),
          headers: {
            'Content-Language': LOCALES[view.language],
            'List-Unsubscribe': `<${view.leaveLink}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
      }
      alarm.worked(message.channel, clock.now());
      await finishMessage(db, message.id, { status: 'sent' }, clock.now());
      report('sent', message);
    } catch (error) {
      await fail(message, error instanceof DeliveryError ? error : new DeliveryError('render-error', 'transient'));
    }
  }

  /** The channels' claims this round: every open channel together, and one probe of each held one due for it. */
  async function claim(now: Date): Promise<ClaimedRow[]> {
    const leaseUntil = new Date(now.getTime() + settings.leaseSeconds * 1000);
    const allowed = channels.map((channel) => ({ channel, limit: alarm.allowance(channel, now, settings.batchSize) }));
    const open = allowed.filter(({ limit }) => limit > 1).map(({ channel }) => channel);
    const probed = allowed.filter(({ limit }) => limit === 1).map(({ channel }) => channel);
    const claims = [
      ...(open.length > 0 ? [{ channels: open, limit: settings.batchSize }] : []),
      ...probed.map((channel) => ({ channels: [channel], limit: 1 })),
    ];
    const claimed: ClaimedRow[] = [];
    for (const options of claims) claimed.push(...(await claimDue(db, { ...options, now, leaseUntil })));
    return claimed;
  }

  async function deliverDue(): Promise<number> {
    const claimed = await claim(clock.now());
    if (claimed.length === 0) return 0;
    const forAppointments = claimed.filter(
      (message): message is ClaimedMessage => message.appointmentId !== null && !isWaitlistKind(message.kind),
    );
    const forWaitlist = claimed.filter(
      (message): message is ClaimedWaitlistMessage => message.waitlistEntryId !== null && isWaitlistKind(message.kind),
    );
    const facts = forAppointments.length
      ? await serviceNamesInLanguage(
          db,
          await findDeliveryFacts(db, [...new Set(forAppointments.map((message) => message.appointmentId))]),
        )
      : [];
    const byId = new Map(facts.map((row) => [row.id, row]));
    const waitlistFacts = forWaitlist.length ? await findWaitlistFacts(db, forWaitlist) : new Map();
    await Promise.all([
      ...forAppointments.map((message) => deliver(message, byId.get(message.appointmentId))),
      ...forWaitlist.map((message) => deliverWaitlist(message, waitlistFacts.get(waitlistFactsKey(message)))),
    ]);
    return claimed.length;
  }

  async function expire(): Promise<number> {
    const now = clock.now();
    const expired = await expireMessages(db, {
      now,
      deadBefore: new Date(now.getTime() - settings.keepDeadDays * DAY),
    });
    for (const message of expired) report('expired', message);
    if (expired.length > 0) deps.log.info({ expired: expired.length }, 'notifications expired');
    return expired.length;
  }

  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  let running = false;
  // Housekeeping waits a minute past the start, which has work enough of its own, then comes every hour.
  let nextExpiry = Date.now() + 60_000;
  async function loop(pollMs: number) {
    try {
      if (Date.now() >= nextExpiry) {
        nextExpiry = Date.now() + HOUR;
        await expire();
      }
      while (running && (await deliverDue()) >= settings.batchSize) {}
    } catch (error) {
      // The database may be away for a moment; the rows stay due and the next round takes them.
      deps.roundFailed(error);
    }
    if (running) timer = setTimeout(() => (round = loop(pollMs)), pollMs);
  }

  return {
    deliverDue,
    expire,
    start(pollMs) {
      running = true;
      round = loop(pollMs);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await round;
    },
  };
}

/** One error line when a channel's configuration starts being refused, and one when it works again. */
function alarmEvents(deps: DeliveryWorkerDependencies): ChannelAlarmEvents {
  return {
    raised(channel, code) {
      deps.onChannelAlarm?.(channel, true);
      // Its messages wait, one tried now and then as a probe, until the settings are fixed.
      deps.log.error({ channel, reason: code }, 'notification channel refused');
    },
    cleared(channel, failingForMs) {
      deps.onChannelAlarm?.(channel, false);
      deps.log.info(
        { channel, failingForSeconds: Math.round(failingForMs / 1000) },
        'notification channel works again',
      );
    },
  };
}

/** Why a message no longer applies, or null when it does. */
function staleness(message: ClaimedMessage, facts: DeliveryFacts | undefined, now: Date): string | null {
  if (!facts) return 'no-appointment';
  if (new Date(facts.startsAt) <= now) return 'visit-passed';
  if (isCancellation(message.kind)) return null;
  if (facts.status !== 'BOOKED') return 'canceled';
  // A later move wrote messages of its own; this one would tell an old time.
  if (facts.sequence !== message.sequence) return 'superseded';
  if (message.kind === 'reminder' && facts.remindersOff) return 'reminders-off';
  return null;
}

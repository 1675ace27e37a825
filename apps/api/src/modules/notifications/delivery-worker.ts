import { type NotificationTexts, notificationTexts } from '@hs/content';
import type { Clock } from '#api/clock.js';
import type { Database } from '#api/db/client.js';
import { readContent } from '#api/modules/content/stored-content.js';
import type { Secrets } from '#api/modules/security/secrets.js';
import { calendarInvite } from './calendar-invite.js';
import { DeliveryError } from './delivery-error.js';
import { emailContent, smsContent } from './email-content.js';
import { type MessageView, messageView } from './message-view.js';
import {
  type Channel,
  type ClaimedMessage,
  claimDue,
  type DeliveryFacts,
  findDeliveryFacts,
  finishMessage,
  type MessageKind,
  retryMessageAt,
} from './outbox.repository.js';
import { optOutTokenFor, reminderOptOutUrl } from './reminder-opt-out.js';
import { retryDelayMs } from './retry-delay.js';
import { openEnvelope } from './sealed-envelope.js';
import type { SmsSender } from './sms-sender.js';
import type { EmailSender } from './smtp-sender.js';

export type DeliveryOutcome = 'sent' | 'retry' | 'dead' | 'skipped';

export interface DeliverySettings {
  publicUrl: string;
  /** The From address, as the calendar's organizer. */
  organizer: { name: string; email: string };
  maxAttempts: number;
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
  onOutcome?: (outcome: DeliveryOutcome, message: { kind: MessageKind; channel: Channel }) => void;
  /** Told of messages given up and of failed rounds, with ids and codes only. */
  log: {
    warn(fields: Record<string, unknown>, message: string): void;
    error(fields: Record<string, unknown>, message: string): void;
  };
  random?: () => number;
}

export interface DeliveryWorker {
  /** Delivers one batch of the messages due now; resolves to how many were taken. */
  deliverDue(): Promise<number>;
  /** Delivers every `pollMs`, and at once again after a full batch. */
  start(pollMs: number): void;
  /** Stops polling and waits for the round under way. */
  stop(): Promise<void>;
}

/**
 * The outbox's delivery worker, one per API process. Each round takes a batch of due messages (SKIP LOCKED,
 * so processes never take the same row), renders each from the appointment as it stands now, sends it with
 * the message id as its Message-ID (a receiver drops a repeat), then marks it sent, or due again after a
 * backoff, or dead after the last attempt. Messages about a time that no longer holds are skipped.
 */
export function createDeliveryWorker(deps: DeliveryWorkerDependencies): DeliveryWorker {
  const { db, secrets, clock, settings, senders } = deps;
  const channels = (['email', 'sms'] as const).filter((channel) => senders[channel] !== undefined);
  const uidDomain = new URL(settings.publicUrl).hostname;

  const report = (outcome: DeliveryOutcome, message: ClaimedMessage) =>
    deps.onOutcome?.(outcome, { kind: message.kind, channel: message.channel });

  async function send(message: ClaimedMessage, view: MessageView, to: string, texts: NotificationTexts) {
    if (message.channel === 'sms') {
      await senders.sms?.send({ messageId: message.id, to, body: smsContent(texts.sms, view) });
      return;
    }
    const now = clock.now();
    await senders.email?.send({
      messageId: `${message.id}@${uidDomain}`,
      to,
      ...emailContent(texts.email, view),
      calendar: calendarInvite(view, { uidDomain, organizer: settings.organizer, attendee: to, now }),
      headers: view.links.optOut
        ? { 'List-Unsubscribe': `<${view.links.optOut}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : {},
    });
  }

  async function deliver(message: ClaimedMessage, facts: DeliveryFacts | undefined, texts: NotificationTexts) {
    const stale = staleness(message, facts);
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
            )
          : undefined;
      const view = messageView(message, facts, envelope, { publicUrl: settings.publicUrl, optOut });
      await send(message, view, envelope.to, texts);
      await finishMessage(db, message.id, { status: 'sent' }, clock.now());
      report('sent', message);
    } catch (error) {
      const failure = error instanceof DeliveryError ? error : new DeliveryError('render-error', false);
      if (failure.permanent || message.attempts >= settings.maxAttempts) {
        await finishMessage(db, message.id, { status: 'dead', reason: failure.code }, clock.now());
        deps.log.warn(
          {
            notification: message.id,
            kind: message.kind,
            channel: message.channel,
            attempts: message.attempts,
            reason: failure.code,
          },
          'notification dead',
        );
        report('dead', message);
        return;
      }
      const delay = retryDelayMs(message.attempts, settings.retrySeconds, deps.random);
      await retryMessageAt(db, message.id, new Date(clock.now().getTime() + delay), failure.code);
      report('retry', message);
    }
  }

  async function deliverDue(): Promise<number> {
    if (channels.length === 0) return 0;
    const now = clock.now();
    const claimed = await claimDue(db, {
      channels,
      now,
      leaseUntil: new Date(now.getTime() + settings.leaseSeconds * 1000),
      limit: settings.batchSize,
    });
    if (claimed.length === 0) return 0;
    const facts = await findDeliveryFacts(db, [...new Set(claimed.map((message) => message.appointmentId))]);
    const byId = new Map(facts.map((row) => [row.id, row]));
    const texts = await readContent(db, notificationTexts);
    await Promise.all(claimed.map((message) => deliver(message, byId.get(message.appointmentId), texts)));
    return claimed.length;
  }

  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  let running = false;
  async function loop(pollMs: number) {
    try {
      while (running && (await deliverDue()) === settings.batchSize) {}
    } catch (error) {
      // The database may be away for a moment; the rows stay due and the next round takes them.
      deps.log.error({ code: (error as { code?: unknown } | null)?.code ?? 'unknown' }, 'notification round failed');
    }
    if (running) timer = setTimeout(() => (round = loop(pollMs)), pollMs);
  }

  return {
    deliverDue,
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

/** Why a message no longer applies, or null when it does. */
function staleness(message: ClaimedMessage, facts: DeliveryFacts | undefined): string | null {
  if (!facts) return 'no-appointment';
  if (message.kind === 'cancellation') return null;
  if (facts.status !== 'BOOKED') return 'canceled';
  // A later move wrote messages of its own; this one would tell an old time.
  if (facts.sequence !== message.sequence) return 'superseded';
  if (message.kind === 'reminder' && facts.remindersOff) return 'reminders-off';
  return null;
}

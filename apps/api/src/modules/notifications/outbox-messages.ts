import { randomToken, type Secrets } from '#api/modules/security';
import type { Channel, MessageKind, OutboxInsert } from './outbox.repository.js';
import { newOptOutToken, optOutHashOf } from './reminder-opt-out.js';
import { sealEnvelope } from './sealed-envelope.js';

/** How a patient is reached: first name, e-mail, phone, and whether they agreed to text messages on a mobile. */
export interface PatientContact {
  firstName: string;
  email: string;
  phone: string;
  textsAllowed: boolean;
}

export interface ChangedAppointment {
  id: string;
  startsAt: Date;
  /** The sequence after the change. */
  sequence: number;
  confirmCode?: string | undefined;
}

/** A change the patient is told of: each has its own e-mail and text. */
export type AppointmentEvent = Exclude<MessageKind, 'reminder'>;

const STILL_BOOKED: ReadonlySet<AppointmentEvent> = new Set(['confirmation', 'reschedule', 'relocation']);

/**
 * The outbox rows one change of an appointment writes, in the change's own transaction: an e-mail about it and,
 * when the patient allowed texts, a text message about it; after a booking or a move, a reminder by each of those
 * channels when the visit is more than `reminderHours` away.
 */
export function messagesFor(
  secrets: Secrets,
  change: {
    event: AppointmentEvent;
    appointment: ChangedAppointment;
    contact: PatientContact;
    reminderHours: number;
    now: Date;
  },
): OutboxInsert[] {
  const { event, appointment, contact, now } = change;
  const channels: Channel[] = contact.textsAllowed ? ['email', 'sms'] : ['email'];
  const remindAt = new Date(appointment.startsAt.getTime() - change.reminderHours * 3_600_000);
  const reminders = STILL_BOOKED.has(event) && remindAt > now ? channels : [];
  const planned: { kind: MessageKind; channel: Channel; dueAt: Date }[] = [
    ...channels.map((channel) => ({ kind: event, channel, dueAt: now })),
    ...reminders.map((channel) => ({ kind: 'reminder' as const, channel, dueAt: remindAt })),
  ];
  return planned.map(({ kind, channel, dueAt }) => {
    const id = randomToken();
    const to = channel === 'email' ? contact.email : contact.phone;
    const optOutToken = kind === 'reminder' ? newOptOutToken() : undefined;
    const envelope = { to, firstName: contact.firstName, confirmCode: appointment.confirmCode, optOutToken };
    return {
      id,
      appointmentId: appointment.id,
      kind,
      channel,
      sequence: appointment.sequence,
      sealed: sealEnvelope(secrets, id, envelope),
      optOutHash: optOutToken ? optOutHashOf(optOutToken) : null,
      dueAt,
      createdAt: now,
    };
  });
}

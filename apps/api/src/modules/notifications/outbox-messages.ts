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

export type AppointmentEvent = 'confirmation' | 'cancellation' | 'reschedule';

/**
 * The outbox rows one change of an appointment writes, in the change's own transaction: an e-mail about it, a
 * text message when the patient allowed texts (cancellations are told by e-mail only), and a reminder by each
 * channel when the visit is more than `reminderHours` away.
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
  const remindAt = new Date(appointment.startsAt.getTime() - change.reminderHours * 3_600_000);
  const planned: { kind: MessageKind; channel: Channel; dueAt: Date }[] = [
    { kind: event, channel: 'email', dueAt: now },
  ];
  const booked = event !== 'cancellation';
  if (booked && contact.textsAllowed) planned.push({ kind: event, channel: 'sms', dueAt: now });
  if (booked && remindAt > now) {
    planned.push({ kind: 'reminder', channel: 'email', dueAt: remindAt });
    if (contact.textsAllowed) planned.push({ kind: 'reminder', channel: 'sms', dueAt: remindAt });
  }
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

import type { Database } from '#api/db/client.js';
import { type AppointmentEvent, insertMessages, messagesFor } from '#api/modules/notifications';
import type { Secrets } from '#api/modules/security';
import type { SchedulingContext } from '#api/modules/slot-inventory';
import { findPatientRecords } from './appointments.repository.js';
import { contactOfRecord } from './patient-contact.js';

/**
 * Writes the messages of a cancellation or a move into the outbox, inside the change's transaction and after
 * it, so they read the appointments as changed. The code is known only for the appointment the patient's request
 * named; a clinic's cancellation names none.
 */
export async function queueChangeMessages(
  tx: Database,
  ctx: SchedulingContext,
  secrets: Secrets,
  change: {
    event: Exclude<AppointmentEvent, 'confirmation'>;
    ids: readonly string[];
    named?: { id: string; confirmCode: string } | undefined;
  },
): Promise<void> {
  if (!ctx.config.NOTIFICATIONS) return;
  const now = ctx.clock.now();
  const records = await findPatientRecords(tx, change.ids);
  const messages = records.flatMap((record) =>
    messagesFor(secrets, {
      event: change.event,
      appointment: {
        id: record.id,
        startsAt: record.startsAt,
        sequence: record.sequence,
        confirmCode: record.id === change.named?.id ? change.named.confirmCode : undefined,
      },
      contact: contactOfRecord(secrets, record.patientData, record.id),
      reminderHours: ctx.config.REMINDER_HOURS,
      now,
    }),
  );
  await insertMessages(tx, messages);
}

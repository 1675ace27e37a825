import { type MessageView, messageView } from './message-view.js';
import type { DeliveryFacts, MessageKind } from './outbox.repository.js';
import { reminderOptOutUrl } from './reminder-opt-out.js';

export const SAMPLE_PUBLIC_URL = 'https://scheduler.example';

export const MESSAGE_KINDS: readonly MessageKind[] = [
  'confirmation',
  'reschedule',
  'relocation',
  'cancellation',
  'clinic-cancellation',
  'reminder',
];

/** A winter morning in Cincinnati: EST on the calendar, 'ET' on the pages. */
export const SAMPLE_FACTS: DeliveryFacts = {
  id: 'Daqa52eKEXwt4ELoFk0uEw',
  status: 'BOOKED',
  sequence: 2,
  startsAt: '2026-12-01T14:00:00.000Z',
  timeZone: 'America/New_York',
  remindersOff: false,
  providerKind: 'clinic',
  providerName: 'The Local Clinic at Harvest Market – Cedar Ave, Cincinnati',
  providerPhone: '(513) 555-0122',
  addressLine1: '5088 Cedar Ave',
  city: 'Cincinnati',
  stateCode: 'OH',
  postalCode: '45202',
  serviceNames: ['Flu Vaccine', 'Shingles Vaccine Dose 1'],
  minutes: 30,
  language: 'en',
};

/** Test support only: one message of each kind about the sample appointment, as the worker would render it. */
export function sampleView(kind: MessageKind, facts: DeliveryFacts = SAMPLE_FACTS): MessageView {
  const optOut =
    kind === 'reminder' ? reminderOptOutUrl(SAMPLE_PUBLIC_URL, facts.id, 'x'.repeat(43), facts.language) : undefined;
  return messageView(
    { kind, appointmentId: facts.id, sequence: facts.sequence },
    kind === 'cancellation' || kind === 'clinic-cancellation' ? { ...facts, status: 'CANCELED' } : facts,
    {
      to: 'patient@example.org',
      firstName: 'Amara',
      confirmCode: kind === 'clinic-cancellation' ? undefined : '7KQ49XM2PD',
    },
    { publicUrl: SAMPLE_PUBLIC_URL, optOut },
  );
}

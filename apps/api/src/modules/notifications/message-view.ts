import { webRoutes } from '@hs/contracts';
import { formatConfirmCode, mapSearchUrl } from '@hs/domain';
import type { DeliveryFacts, MessageKind } from './outbox.repository.js';
import type { Envelope } from './sealed-envelope.js';

/** Everything one message says, gathered from the appointment as it stands and the sealed envelope. */
export interface MessageView {
  kind: MessageKind;
  appointmentId: string;
  firstName: string;
  /** Shown in groups of four (7KQ4-9XM2-PD); absent when the change did not carry it. */
  confirmCode: string | undefined;
  services: string;
  start: Date;
  end: Date;
  timeZone: string;
  sequence: number;
  place: { name: string; address: string | null; phone: string | null; mapUrl: string | null; virtual: boolean };
  links: { manage: string; cancel: string | undefined; optOut: string | undefined };
}

const DEFAULT_MINUTES = 15;

export function messageView(
  message: { kind: MessageKind; appointmentId: string; sequence: number },
  facts: DeliveryFacts,
  envelope: Envelope,
  links: { publicUrl: string; optOut: string | undefined },
): MessageView {
  const start = new Date(facts.startsAt);
  const address =
    facts.addressLine1 && facts.city && facts.stateCode && facts.postalCode
      ? `${facts.addressLine1}, ${facts.city}, ${facts.stateCode} ${facts.postalCode}`
      : null;
  const base = links.publicUrl.replace(/\/+$/, '');
  const cancel = envelope.confirmCode
    ? `${base}${webRoutes.cancel
        .replace(':id', encodeURIComponent(message.appointmentId))
        .replace(':code', encodeURIComponent(envelope.confirmCode))}`
    : undefined;
  return {
    kind: message.kind,
    appointmentId: message.appointmentId,
    firstName: envelope.firstName,
    confirmCode: envelope.confirmCode ? formatConfirmCode(envelope.confirmCode) : undefined,
    services: facts.serviceNames,
    start,
    end: new Date(start.getTime() + (facts.minutes || DEFAULT_MINUTES) * 60_000),
    timeZone: facts.timeZone,
    sequence: message.sequence,
    place: {
      name: facts.providerName,
      address,
      phone: facts.providerPhone,
      mapUrl: address ? mapSearchUrl(address) : null,
      virtual: facts.providerKind !== 'clinic',
    },
    links: {
      manage: `${base}${webRoutes.manage}`,
      cancel: message.kind === 'cancellation' ? undefined : cancel,
      optOut: message.kind === 'reminder' ? links.optOut : undefined,
    },
  };
}

/** 'Monday, November 23, 2026' and '2:00 PM CST', in the provider's zone (§9). */
export function whenText(view: Pick<MessageView, 'start' | 'timeZone'>): { date: string; time: string } {
  const date = new Intl.DateTimeFormat('en-US', {
    timeZone: view.timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(view.start);
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: view.timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(view.start);
  return { date, time };
}

import { type CalendarAddress, DEFAULT_VISIT_MINUTES, oneLineAddress } from '@hs/calendar';
import { webRoutes } from '@hs/contracts';
import { type AppointmentWhen, appointmentWhen, formatConfirmCode, type Language, mapSearchUrl } from '@hs/domain';
import type { DeliveryFacts, MessageKind } from './outbox.repository.js';
import type { Envelope } from './sealed-envelope.js';

/** Everything one message says, gathered from the appointment as it stands and the sealed envelope. */
export interface MessageView {
  kind: MessageKind;
  /** The appointment's language as it stands when the message is sent: the message is written in it. */
  language: Language;
  appointmentId: string;
  firstName: string;
  /** Shown in groups of four (7KQ4-9XM2-PD); absent when the change did not carry it. */
  confirmCode: string | undefined;
  services: string[];
  start: Date;
  minutes: number;
  timeZone: string;
  sequence: number;
  /** On the provider's clock, in the message's language: 'Monday, November 23, 2026', '2:00 PM ET', … */
  when: AppointmentWhen;
  place: {
    name: string;
    address: CalendarAddress | null;
    addressLine: string | null;
    phone: string | null;
    mapUrl: string | null;
    virtual: boolean;
  };
  links: {
    /** Every message's calendar file names it; a cancellation's text leads to booking again instead. */
    manage: string;
    cancel: string | undefined;
    bookAgain: string | undefined;
    optOut: string | undefined;
  };
}

const CANCELED: ReadonlySet<MessageKind> = new Set(['cancellation', 'clinic-cancellation']);

export const isCancellation = (kind: MessageKind) => CANCELED.has(kind);

export function messageView(
  message: { kind: MessageKind; appointmentId: string; sequence: number },
  facts: DeliveryFacts,
  envelope: Envelope,
  links: { publicUrl: string; optOut: string | undefined },
): MessageView {
  const timestamp = new Date(facts.startsAt).toISOString();
  const address: CalendarAddress | null =
    facts.addressLine1 && facts.city && facts.stateCode && facts.postalCode
      ? { lines: [facts.addressLine1], city: facts.city, state: facts.stateCode, postalCode: facts.postalCode }
      : null;
  const addressLine = address ? oneLineAddress(address) : null;
  const base = links.publicUrl.replace(/\/+$/, '');
  const canceled = isCancellation(message.kind);
  const cancel =
    envelope.confirmCode && !canceled
      ? `${base}${webRoutes.cancel
          .replace(':id', encodeURIComponent(message.appointmentId))
          .replace(':code', encodeURIComponent(envelope.confirmCode))}`
      : undefined;
  return {
    kind: message.kind,
    language: facts.language,
    appointmentId: message.appointmentId,
    firstName: envelope.firstName,
    confirmCode: envelope.confirmCode ? formatConfirmCode(envelope.confirmCode) : undefined,
    services: facts.serviceNames,
    start: new Date(timestamp),
    minutes: facts.minutes || DEFAULT_VISIT_MINUTES,
    timeZone: facts.timeZone,
    sequence: message.sequence,
    when: appointmentWhen(new Date(timestamp), facts.timeZone, facts.language),
    place: {
      name: facts.providerName,
      address,
      addressLine,
      phone: facts.providerPhone,
      mapUrl: addressLine ? mapSearchUrl(addressLine) : null,
      virtual: facts.providerKind !== 'clinic',
    },
    links: {
      manage: `${base}${webRoutes.manage}`,
      cancel,
      bookAgain: canceled ? `${base}${webRoutes.main}` : undefined,
      optOut: message.kind === 'reminder' ? links.optOut : undefined,
    },
  };
}

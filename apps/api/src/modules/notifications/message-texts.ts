import type { NotificationTexts } from '@hs/content';
import type { MessageView } from './message-view.js';
import type { MessageKind } from './outbox.repository.js';

export type EmailKindTexts = NotificationTexts['email']['confirmation'];
type KindKey = keyof NotificationTexts['sms'];

const KEYS: Record<MessageKind, KindKey> = {
  confirmation: 'confirmation',
  reschedule: 'reschedule',
  relocation: 'relocation',
  cancellation: 'cancellation',
  'clinic-cancellation': 'clinicCancellation',
  reminder: 'reminder',
};

/** The content's name for a kind of message. */
export const textsKey = (kind: MessageKind): KindKey => KEYS[kind];

export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The clinic by name; with its address when the visit moved there, so the message names where to go now. */
export function placeOf(view: MessageView): string {
  return view.kind === 'relocation' && view.place.addressLine
    ? `${view.place.name}, ${view.place.addressLine}`
    : view.place.name;
}

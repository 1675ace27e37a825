import type { Translated } from '@hs/domain';
import { cancellationTexts } from './catalog/cancellation-texts.js';
import type { ChangeTexts } from './catalog/change-texts.js';
import { clinicCancellationTexts } from './catalog/clinic-cancellation-texts.js';
import { confirmationTexts } from './catalog/confirmation-texts.js';
import { relocationTexts } from './catalog/relocation-texts.js';
import { reminderTexts } from './catalog/reminder-texts.js';
import { rescheduleTexts } from './catalog/reschedule-texts.js';
import type { MessageView } from './message-view.js';
import type { MessageKind } from './outbox.repository.js';

/** Each kind of message's texts, in every language. */
export const CHANGE_TEXTS: Readonly<Record<MessageKind, Translated<ChangeTexts>>> = {
  confirmation: confirmationTexts,
  reschedule: rescheduleTexts,
  relocation: relocationTexts,
  cancellation: cancellationTexts,
  'clinic-cancellation': clinicCancellationTexts,
  reminder: reminderTexts,
};

/** The kind's texts in the message's language. */
export const changeTexts = (view: Pick<MessageView, 'kind' | 'language'>): ChangeTexts =>
  CHANGE_TEXTS[view.kind][view.language];

/** The clinic by name; with its address when the visit moved there, so the message names where to go now. */
export function placeOf(view: MessageView): string {
  return view.kind === 'relocation' && view.place.addressLine
    ? `${view.place.name}, ${view.place.addressLine}`
    : view.place.name;
}

/**
 * The most of a street a text message names: what two UCS-2 segments (134 characters) leave beside the longest
 * Spanish text and the longest time (sms-segments.test.ts proves it).
 */
export const TEXT_STREET_MAX_LENGTH = 24;

/**
 * The clinic as a text message names it: by its street, which is where to go and leaves room in two segments (a
 * clinic's full name alone can take one), cut after its last whole word that fits (a suite number goes first);
 * a video visit as such. The e-mail has the name and the whole address.
 */
export function textPlaceOf(
  view: { place: Pick<MessageView['place'], 'virtual' | 'address' | 'name'> },
  videoVisit: string,
): string {
  if (view.place.virtual) return videoVisit;
  const street = view.place.address?.lines[0] ?? view.place.name;
  if (street.length <= TEXT_STREET_MAX_LENGTH) return street;
  const cut = street.lastIndexOf(' ', TEXT_STREET_MAX_LENGTH);
  return street.slice(0, cut > 0 ? cut : TEXT_STREET_MAX_LENGTH).replace(/[\s,]+$/, '');
}

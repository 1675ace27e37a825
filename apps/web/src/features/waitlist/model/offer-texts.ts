import { translate } from '@/lib/i18n/i18n';
import { messageTexts } from '@/lib/i18n/message-texts';

/** Texts of the page a waitlist offer's link opens (decision 060). */
export const OFFER_TEXTS = messageTexts({
  loadingHeading: 'waitlist.offer.loadingHeading',
  loading: 'waitlist.offer.loading',
  heading: 'waitlist.offer.heading',
  earlierHeading: 'waitlist.offer.earlierHeading',
  when: 'waitlist.offer.when',
  where: 'waitlist.offer.where',
  what: 'waitlist.offer.what',
  current: 'waitlist.offer.current',
  book: 'waitlist.offer.book',
  move: 'waitlist.offer.move',
  noThanks: 'waitlist.offer.noThanks',
  stop: 'waitlist.offer.stop',
  working: 'waitlist.offer.working',
  declined: 'waitlist.offer.declined',
  stopped: 'waitlist.offer.stopped',
  acceptedHeading: 'waitlist.offer.acceptedHeading',
  accepted: 'waitlist.offer.accepted',
  acceptedEarlier: 'waitlist.offer.acceptedEarlier',
  manage: 'waitlist.offer.manage',
  takenHeading: 'waitlist.offer.takenHeading',
  takenText: 'waitlist.offer.takenText',
  noNextTimes: 'waitlist.offer.noNextTimes',
  search: 'waitlist.offer.search',
  invalidHeading: 'waitlist.offer.invalidHeading',
  invalidText: 'waitlist.offer.invalidText',
  errorHeading: 'waitlist.offer.errorHeading',
  errorText: 'waitlist.offer.errorText',
  retry: 'waitlist.offer.retry',
  heldUntil: (time: string) => translate('waitlist.offer.heldUntil', { time }),
  moved: (time: string) => translate('waitlist.offer.moved', { time }),
});

/** The token rides in the address's fragment, which no server receives; anything else is no link of ours. */
const TOKEN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

export function offerTokenOf(hash: string): string | null {
  const token = hash.replace(/^#/, '');
  return TOKEN.test(token) ? token : null;
}

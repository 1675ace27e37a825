import { translate } from '@/lib/i18n/i18n';
import { messageTexts } from '@/lib/i18n/message-texts';

/** §2 slot calendar texts, shared by the results cards and the manage page. */
export const SLOT_CALENDAR_TEXTS = messageTexts({
  showMore: 'results.calendar.showMore',
  showLess: 'results.calendar.showLess',
  nextAvailable: (date: string) => translate('results.calendar.nextAvailable', { date }),
  previousDays: 'results.calendar.previousDays',
  nextDays: 'results.calendar.nextDays',
  loadingTimes: 'results.calendar.loadingTimes',
  noTimesOnDay: 'results.calendar.noTimesOnDay',
  slotKeyboardHint: 'results.calendar.keyboardHint',
});

import type { Language } from '@hs/domain';
import { waitlistLeavePageTexts } from './catalog/waitlist-leave-page-texts.js';
import { type OneClickPageState, oneClickPage } from './one-click-page.js';

/** The page behind a waitlist message's leave link, in the entry's language: the button takes it off the list. */
export const waitlistLeavePage = (language: Language, state: OneClickPageState): string =>
  oneClickPage(language, waitlistLeavePageTexts[language], state);

import type { Language } from '@hs/domain';
import { optOutPageTexts } from './catalog/opt-out-page-texts.js';
import { type OneClickPageState, oneClickPage } from './one-click-page.js';

/** The page behind a reminder's opt-out link, in the reminder's language: the button turns reminders off. */
export const reminderOptOutPage = (language: Language, state: OneClickPageState): string =>
  oneClickPage(language, optOutPageTexts[language], state);

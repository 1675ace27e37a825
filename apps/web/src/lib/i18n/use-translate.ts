import { useMemo, useSyncExternalStore } from 'react';
import type { MessageId } from '@/locales/source-messages';
import { type MessageValues, onLanguageChange, shownLanguage, translate } from './i18n';
import type { DisplayLanguage } from './language';

export type Translate = (id: MessageId, values?: MessageValues) => string;

/** The language the pages are shown in; the component renders again when the visitor switches. */
export function useLanguage(): DisplayLanguage {
  return useSyncExternalStore(onLanguageChange, shownLanguage, shownLanguage);
}

/**
 * Messages in the language shown. The function is new for each language, so what a component derives from its
 * messages (memos, effects, schemas) is derived again after a switch.
 */
export function useTranslate(): Translate {
  const language = useLanguage();
  // A new function for each language is the point.
  return useMemo<Translate>(() => (id, values) => translate(id, values), [language]);
}

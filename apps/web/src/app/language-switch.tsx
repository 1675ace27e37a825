import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { LANGUAGE_TAGS, type Language } from '@/lib/i18n/language';
import { searchWithLanguage } from '@/lib/i18n/language-address';
import { useLanguage } from '@/lib/i18n/use-translate';
import styles from './layout.module.css';

/** Each language named in itself, so a visitor who reads only that language recognises it. */
const OWN_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/**
 * The way to the other language, on every page: a link to this very page in it (which opens it in a new tab, or
 * shared), that switches in place when followed here, so the visitor's place, held time and typing stay.
 */
export function LanguageSwitch() {
  const shown = useLanguage();
  const { pathname, search, hash } = useLocation();
  const other: Language = shown === 'es' ? 'en' : 'es';
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // The switch's code loads when it is used: the first screen carries only the link.
    void import('@/lib/i18n/switch-language').then(({ switchLanguage }) => switchLanguage(other));
  };
  return (
    <a
      href={`${pathname}${searchWithLanguage(search, other)}${hash}`}
      lang={LANGUAGE_TAGS[other]}
      hrefLang={LANGUAGE_TAGS[other]}
      className={styles.languageSwitch}
      onClick={onClick}
    >
      {OWN_NAMES[other]}
    </a>
  );
}

import { shownLanguage } from '@/lib/i18n/i18n';
import { formatLocale } from '@/lib/i18n/language';
import { pseudoText } from '@/locales/pseudo-text';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl's formatter for the language shown, made once per language and options: each costs time to make. */
function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = formatLocale(shownLanguage());
  const key = `${locale} ${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

/**
 * A date or time as the language shown writes it ('Monday, November 23', 'lunes, 23 de noviembre'), and in the
 * pseudo-language transformed as its messages are. Intl puts a narrow no-break space before AM and PM; the pages
 * write an ordinary one, as they always have.
 */
export function formatDateTime(date: Date, options: Intl.DateTimeFormatOptions): string {
  const text = formatter(options).format(date).replaceAll('\u202f', ' ');
  return shownLanguage() === 'pseudo' ? pseudoText(text) : text;
}

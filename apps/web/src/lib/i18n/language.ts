import { DEFAULT_LANGUAGE, LANGUAGES, type Language, LOCALES } from '@hs/domain';

/** The languages a visitor may choose (issue 32): English is the default and the source of every message. */
export { DEFAULT_LANGUAGE, LANGUAGES, type Language };

/**
 * What the pages can be shown in: a visitor's language, or the pseudo-language, a test run mode (`?lang=pseudo`)
 * in which every message is accented and lengthened, so a text that bypassed the catalog or a layout that breaks
 * with longer words shows at a glance. It is never offered to visitors.
 */
export type DisplayLanguage = Language | 'pseudo';

/** The query parameter that carries the language in a shareable address. */
export const LANGUAGE_PARAM = 'lang';

/** BCP 47 tags: `<html lang>` and the Intl formatters (the pseudo-language formats as English). */
export const LANGUAGE_TAGS: Record<DisplayLanguage, string> = { ...LOCALES, pseudo: 'en-XA' };

/** The locale Intl formats dates, times and prices with, as the server writes them in its messages. */
export const formatLocale = (language: DisplayLanguage): string =>
  language === 'pseudo' ? LOCALES.en : LOCALES[language];

export const isDisplayLanguage = (value: unknown): value is DisplayLanguage =>
  value === 'en' || value === 'es' || value === 'pseudo';

/** The language the server writes to the patient in: the pseudo-language is English to it. */
export const visitorLanguage = (language: DisplayLanguage): Language => (language === 'es' ? 'es' : 'en');

/** The language `<html lang>` names, which the page's guard script set from the visitor's choice before it painted. */
export function languageOfPage(): DisplayLanguage {
  const tag = document.documentElement.lang;
  return (
    (Object.keys(LANGUAGE_TAGS) as DisplayLanguage[]).find((language) => LANGUAGE_TAGS[language] === tag) ??
    DEFAULT_LANGUAGE
  );
}

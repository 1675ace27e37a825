import { DEFAULT_LANGUAGE, type DisplayLanguage, LANGUAGE_PARAM } from './language';

/** A query string carrying `language`: English, the default, goes without, so English addresses stay as they were. */
export function searchWithLanguage(search: string, language: DisplayLanguage): string {
  const query = new URLSearchParams(search);
  if (language === DEFAULT_LANGUAGE) query.delete(LANGUAGE_PARAM);
  else query.set(LANGUAGE_PARAM, language);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * Puts the language in the address of the page shown, without a navigation: the page and its state stay, and the
 * address copied or shared from a Spanish page opens in Spanish.
 */
export function showLanguageInAddress(language: DisplayLanguage): void {
  const search = searchWithLanguage(location.search, language);
  if (search === location.search) return;
  window.history.replaceState(window.history.state, '', `${location.pathname}${search}${location.hash}`);
}

import { DEFAULT_LANGUAGE, type DisplayLanguage, isDisplayLanguage, LANGUAGE_PARAM } from './language';

/** Where the language chosen in this tab is kept for the visit. */
export const LANGUAGE_STORAGE_KEY = 'hs.language';

export interface LanguageSources {
  /** The page's query string. */
  search: string;
  /** The tab's storage; undefined when it cannot be read. */
  storage: Storage | undefined;
  /** The browser's preferred languages, most preferred first. */
  preferred: readonly string[];
}

function stored(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The first of the browser's languages we speak, by its primary subtag ('es-MX' is Spanish). */
function preferredLanguage(preferred: readonly string[]): DisplayLanguage | undefined {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (primary === 'en' || primary === 'es') return primary;
  }
  return undefined;
}

/**
 * The language to show: the address's `lang` (a shared link), else the one chosen earlier in this visit, else the
 * first of the browser's languages we speak, else English. Nothing is guessed from where the visitor is.
 */
export function resolveLanguage({ search, storage, preferred }: LanguageSources): DisplayLanguage {
  const fromAddress = new URLSearchParams(search).get(LANGUAGE_PARAM);
  if (isDisplayLanguage(fromAddress)) return fromAddress;
  const fromVisit = stored(storage);
  if (isDisplayLanguage(fromVisit)) return fromVisit;
  return preferredLanguage(preferred) ?? DEFAULT_LANGUAGE;
}

/** Keeps the language for the rest of the visit; storage that cannot be written keeps it in the address only. */
export function rememberLanguage(storage: Storage | undefined, language: DisplayLanguage): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The address still carries it.
  }
}

/** The language of this page, from the browser's own sources. */
export function pageLanguage(): DisplayLanguage {
  let storage: Storage | undefined;
  try {
    storage = globalThis.sessionStorage;
  } catch {
    storage = undefined;
  }
  return resolveLanguage({ search: location.search, storage, preferred: navigator.languages ?? [] });
}

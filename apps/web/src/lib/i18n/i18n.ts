import type { CatalogScope } from '@/locales/compile-catalog';
import type { MessageId } from '@/locales/source-messages';
import { type Catalog, loadCatalog } from './catalogs';
import { formatMessage } from './format-message';
import { DEFAULT_LANGUAGE, type DisplayLanguage, formatLocale, LANGUAGE_TAGS } from './language';

export type MessageValues = Record<string, unknown>;

/** The widest scope a page of this visit has needed: a language switch loads that much of the new language. */
let neededScope: CatalogScope = 'first-screen';
const loaded = new Map<DisplayLanguage, { scope: CatalogScope; messages: Catalog }>();
let wanted: DisplayLanguage = DEFAULT_LANGUAGE;
let shown: DisplayLanguage | undefined;
const listeners = new Set<() => void>();

const covers = (scope: CatalogScope | undefined, needed: CatalogScope) => scope === 'all' || scope === needed;

async function ensureLoaded(language: DisplayLanguage, scope: CatalogScope): Promise<void> {
  if (covers(loaded.get(language)?.scope, scope)) return;
  const messages = await loadCatalog(language, scope);
  if (!covers(loaded.get(language)?.scope, scope)) loaded.set(language, { scope, messages });
}

/** Puts the pages in `language`, whose messages are there. */
function show(language: DisplayLanguage): void {
  shown = language;
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_TAGS[language];
  for (const listener of listeners) listener();
}

/**
 * Shows the pages in `language` once its messages for what this visit has needed are there; the last call wins,
 * so a slow catalog never takes over from a later choice.
 */
export async function showIn(language: DisplayLanguage): Promise<void> {
  wanted = language;
  await ensureLoaded(language, neededScope);
  if (wanted !== language || shown === language) return;
  show(language);
}

/**
 * Shows the page in `language` whatever the visitor chose: the staff console is in English. The visitor's choice
 * stays theirs, and the next page that needs messages shows in it again.
 */
export async function showPageIn(language: DisplayLanguage): Promise<void> {
  await ensureLoaded(language, neededScope);
  if (shown !== language) show(language);
}

/** Sets the language the next page shows in, before any of its messages are loaded (the app's start). */
export function chooseLanguage(language: DisplayLanguage): void {
  wanted = language;
}

/** Makes sure the messages a page needs are there in the language shown, before the page renders. */
export async function needMessages(scope: CatalogScope): Promise<void> {
  if (scope === 'all') neededScope = 'all';
  await ensureLoaded(wanted, scope);
  if (shown !== wanted) await showIn(wanted);
}

/** The language the pages are shown in now. */
export const shownLanguage = (): DisplayLanguage => shown ?? DEFAULT_LANGUAGE;

/** Calls `listener` whenever the language shown changes. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads `language`'s messages of `scope` without showing them, for words always said in that language. */
export const loadMessagesIn = (language: DisplayLanguage, scope: CatalogScope): Promise<void> =>
  ensureLoaded(language, scope);

/** A message in `language`, whatever the pages are shown in, its placeholders filled from `values`. */
export function translateIn(language: DisplayLanguage, id: MessageId, values: MessageValues = {}): string {
  const message = loaded.get(language)?.messages[id];
  if (!message) throw new Error(`No message ${id} in ${language}`);
  return formatMessage(message, values, formatLocale(language));
}

/** A message in the language shown, its placeholders filled from `values`. */
export const translate = (id: MessageId, values?: MessageValues): string => translateIn(shownLanguage(), id, values);

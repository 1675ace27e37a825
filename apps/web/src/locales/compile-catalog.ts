import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { DisplayLanguage } from '@/lib/i18n/language';
import { pseudoText } from './pseudo-text';
import { type MessageArea, messagesOf } from './source-messages';
import type { Translation } from './translations';

/**
 * The messages a page needs before it is usable. The search page, the first screen (decision 047), needs only the
 * app shell's, the shared controls' and its own; every other page takes the whole catalog, which a language
 * switch downloads too.
 */
export type CatalogScope = 'first-screen' | 'all';
export const FIRST_SCREEN_AREAS: readonly MessageArea[] = ['shell', 'ui', 'search'];

/** Compiled messages; one that is only text is kept as that text. */
export type CompiledCatalog = Record<string, CompiledMessage | string>;
export type Compile = (message: string, mapText?: (text: string) => string) => CompiledMessage;

const compact = (message: CompiledMessage): CompiledMessage | string =>
  message.length === 1 && typeof message[0] === 'string' ? message[0] : message;

/**
 * A language's messages of one scope, compiled: English from the source, Spanish from its translations (a
 * message without one is a build error: `catalog-completeness.test.ts` says which), the pseudo-language from
 * English, transformed.
 */
export function compileCatalog(
  language: DisplayLanguage,
  scope: CatalogScope,
  translations: ReadonlyMap<string, Translation> | undefined,
  compile: Compile,
): CompiledCatalog {
  const catalog: CompiledCatalog = {};
  for (const [id, source] of Object.entries(messagesOf(scope === 'all' ? undefined : FIRST_SCREEN_AREAS))) {
    if (language === 'es') {
      const translation = translations?.get(id);
      if (!translation?.text) throw new Error(`The message ${id} has no Spanish translation in src/locales/es.po.`);
      catalog[id] = compact(compile(translation.text));
    } else {
      catalog[id] = compact(language === 'pseudo' ? compile(source, pseudoText) : compile(source));
    }
  }
  return catalog;
}

import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { type CatalogScope, type CompiledCatalog, compileCatalog } from '../src/locales/compile-catalog';
import { messagesOf } from '../src/locales/source-messages';
import { parseTranslations } from '../src/locales/translations';

/** `import('virtual:messages/es/all')`: a language's compiled messages for one scope (src/lib/i18n/catalogs.ts). */
const VIRTUAL = /^virtual:messages\/(en|es|pseudo)\/(first-screen|all)$/;
const RESOLVED = /^\0messages-(en|es|pseudo)-(first-screen|all)$/;
/** A quoted message id in the app's code: 'shell.nav.book'. */
const QUOTED_ID = /(['"])([a-z][A-Za-z]*(?:\.[A-Za-z0-9]+)+)\1/g;

/**
 * Serves each language's messages compiled at build time (Lingui's compiled form: no message parser reaches the
 * browser), one module per language and scope, which the app imports lazily, so a page downloads only its
 * language's catalog. English is the source (`src/locales/en/`), Spanish the translation (`src/locales/es.po`,
 * read afresh on each build), and the pseudo-language is made from English. The production build names each
 * message by a short id in the code and the catalogs alike, as Lingui's own build does.
 */
export function messageCatalogs(): Plugin {
  const translationsFile = new URL('../src/locales/es.po', import.meta.url);
  const shortIds = new Map(
    Object.keys(messagesOf())
      .sort()
      .map((id, index) => [id, index.toString(36)]),
  );
  let shorten = false;
  const idOf = (id: string) => (shorten ? (shortIds.get(id) ?? id) : id);
  return {
    name: 'message-catalogs',
    configResolved(config) {
      shorten = config.command === 'build';
    },
    resolveId(id) {
      // Named so that each language's chunk says what it is: messages-es-all.js.
      const match = VIRTUAL.exec(id);
      return match ? `\0messages-${match[1]}-${match[2]}` : undefined;
    },
    load(id) {
      const match = RESOLVED.exec(id);
      if (!match) return undefined;
      const [, language, scope] = match as unknown as [string, 'en' | 'es' | 'pseudo', CatalogScope];
      this.addWatchFile(translationsFile.pathname);
      const translations = language === 'es' ? parseTranslations(readFileSync(translationsFile, 'utf8')) : undefined;
      const catalog = compileCatalog(language, scope, translations, compileMessage);
      const named: CompiledCatalog = Object.fromEntries(
        Object.entries(catalog).map(([key, value]) => [idOf(key), value]),
      );
      return `export default ${JSON.stringify(named)};`;
    },
    transform(code, id) {
      if (!shorten || id.includes('node_modules') || !/\/src\/.*\.tsx?$/.test(id)) return undefined;
      return code.replace(QUOTED_ID, (quoted, quote: string, messageId: string) =>
        shortIds.has(messageId) ? `${quote}${idOf(messageId)}${quote}` : quoted,
      );
    },
  };
}

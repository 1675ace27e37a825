import type { CatalogScope } from '@/locales/compile-catalog';
import type { CompiledMessage } from './format-message';
import type { DisplayLanguage } from './language';

export type Catalog = Readonly<Record<string, CompiledMessage>>;
type CatalogModule = { default: Catalog };

/**
 * Each language's compiled messages (vite-plugins/message-catalogs.ts), each scope a chunk of its own, imported only
 * when a page in that language needs it: a visitor downloads their language's catalog and no other.
 */
const catalogs: Record<DisplayLanguage, Record<CatalogScope, () => Promise<CatalogModule>>> = {
  en: {
    'first-screen': () => import('virtual:messages/en/first-screen'),
    all: () => import('virtual:messages/en/all'),
  },
  es: {
    'first-screen': () => import('virtual:messages/es/first-screen'),
    all: () => import('virtual:messages/es/all'),
  },
  // A test run mode: its pages take the whole catalog at once.
  pseudo: {
    'first-screen': () => import('virtual:messages/pseudo/all'),
    all: () => import('virtual:messages/pseudo/all'),
  },
};

export async function loadCatalog(language: DisplayLanguage, scope: CatalogScope): Promise<Catalog> {
  return (await catalogs[language][scope]()).default;
}

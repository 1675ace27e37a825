import type { DisplayLanguage } from '@/lib/i18n/language';

/**
 * On a guard's script tag: the message catalog the page renders with, by language, as JSON
 * (`{"en":"/assets/…","es":"/assets/…"}`; vite-plugins/prerender-route-shells.ts writes it).
 */
export const MESSAGES_ATTRIBUTE = 'data-messages';

/**
 * Starts the download of the page's messages in the visitor's language with the HTML's own preloads. The app
 * asks for them only once its code has run, a round trip after the rest of the first screen had arrived; the
 * other language's catalog is never fetched.
 */
export function preloadMessages(script: Element | null, language: DisplayLanguage): void {
  const catalogs = JSON.parse(script?.getAttribute(MESSAGES_ATTRIBUTE) ?? '{}') as Partial<
    Record<DisplayLanguage, string>
  >;
  const href = catalogs[language];
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

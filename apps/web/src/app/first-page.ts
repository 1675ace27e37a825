import type { QueryClient } from '@tanstack/react-query';
import { parseZodWithoutEval } from '@/config/zod-global-config';
import { yieldToBrowser } from '@/lib/browser/yield-to-browser';
import { chooseLanguage } from '@/lib/i18n/i18n';
import { type DisplayLanguage, languageOfPage } from '@/lib/i18n/language';
import { createQueryClient } from './query-client';
import { preloadPage } from './router';

export interface FirstPage {
  language: DisplayLanguage;
  queryClient: QueryClient;
  /** Settles once the page's code is loaded and its first requests started: false when that code failed to load. */
  loaded: Promise<boolean>;
}

/**
 * Loads the first page's code and starts its first requests, in the visitor's language, without React DOM: the
 * renderer is most of the app's bytes and arrives last, and nothing here needs it, so the page's requests are on
 * their way while it is still arriving and being evaluated.
 */
export async function startFirstPage(): Promise<FirstPage> {
  // Evaluating the app's code is one long task already; asking for the page's code (a link per chunk) waits
  // for the next, so the browser can handle input in between.
  await yieldToBrowser();
  parseZodWithoutEval();
  // The built pages' guard script has read the visitor's language into <html lang>; the development server has none.
  const language = import.meta.env.DEV
    ? (await import('@/lib/i18n/visitor-language')).pageLanguage()
    : languageOfPage();
  chooseLanguage(language);
  const queryClient = createQueryClient();
  const loaded = preloadPage(new URL(location.href), queryClient).then(
    () => true,
    () => false,
  );
  return { language, queryClient, loaded };
}

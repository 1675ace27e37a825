import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { parseZodWithoutEval } from '@/config/zod-global-config';
import { yieldToBrowser } from '@/lib/browser/yield-to-browser';
import { chooseLanguage, needMessages } from '@/lib/i18n/i18n';
import { languageOfPage } from '@/lib/i18n/language';
import { keepPrerenderedShell, keepPrerenderedView } from './prerendered-shell';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { RouteTree } from './route-tree';
import { preloadPage, routes } from './router';

/**
 * Mounts the app in #root once the first page's code is there and the HTML's first view has painted (`painted`),
 * so the page replaces the prerendered area (or the empty root) in one commit; should that code fail to load, the
 * app takes over the prerendered area while the page retries.
 */
export async function startApp(painted: Promise<void>): Promise<void> {
  // Evaluating the app's code is one long task already; asking for the page's code (a link per chunk) waits
  // for the next, so the browser can handle input in between.
  await yieldToBrowser();
  parseZodWithoutEval();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to mount the app in.');
  // The built pages' guard script has read the visitor's language into <html lang>; the development server has none.
  const language = import.meta.env.DEV
    ? (await import('@/lib/i18n/visitor-language')).pageLanguage()
    : languageOfPage();
  keepPrerenderedView(container, language);
  const queryClient = createQueryClient();
  // The page's code and its messages in the visitor's language, before the first render; a path without a page
  // (the 404) needs the shell's messages only.
  chooseLanguage(language);
  await preloadPage(new URL(location.href), queryClient).catch(() => keepPrerenderedShell(container));
  await needMessages('first-screen');
  await painted;
  const root = createRoot(container);
  // The first render is the whole page: as a transition, it yields to the browser every few milliseconds
  // instead of holding it for the length of that render.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <BrowserRouter>
            <RouteTree routes={routes} />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
}

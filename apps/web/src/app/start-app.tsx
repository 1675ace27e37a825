import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { parseZodWithoutEval } from '@/config/zod-global-config';
import { yieldToBrowser } from '@/lib/browser/yield-to-browser';
import { keepPrerenderedShell } from './prerendered-shell';
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
  const queryClient = createQueryClient();
  await preloadPage(new URL(location.href), queryClient).catch(() => keepPrerenderedShell(container));
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

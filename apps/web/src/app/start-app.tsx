import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { needMessages } from '@/lib/i18n/i18n';
import type { FirstPage } from './first-page';
import { keepPrerenderedShell, keepPrerenderedView } from './prerendered-shell';
import { AppProviders } from './providers';
import { RouteTree } from './route-tree';
import { routes } from './router';

/**
 * Mounts the app in #root once the first page's code is there (`firstPage`) and the HTML's first view has
 * painted (`painted`), so the page replaces the prerendered area (or the empty root) in one commit; should that
 * code fail to load, the app takes over the prerendered area while the page retries.
 */
export async function startApp(painted: Promise<void>, firstPage: Promise<FirstPage>): Promise<void> {
  const { language, queryClient, loaded } = await firstPage;
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to mount the app in.');
  keepPrerenderedView(container, language);
  if (!(await loaded)) keepPrerenderedShell(container);
  // A path without a page (the 404) needs the shell's messages only.
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

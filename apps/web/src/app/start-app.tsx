import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { parseZodWithoutEval } from '@/config/zod-global-config';
import { keepPrerenderedShell } from './prerendered-shell';
import { AppProviders } from './providers';
import { RouteTree } from './route-tree';
import { routes } from './router';

/** Mounts the app in #root, taking over the prerendered page area when the HTML brought one. */
export function startApp(): void {
  parseZodWithoutEval();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to mount the app in.');
  keepPrerenderedShell(container);

  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <RouteTree routes={routes} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

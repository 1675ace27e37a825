import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { keepPrerenderedShell } from './app/prerendered-shell';
import { AppProviders } from './app/providers';
import { RouteTree } from './app/route-tree';
import { routes } from './app/router';
import { parseZodWithoutEval } from './config/zod-global-config';

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

import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Layout } from '@/app/layout';
import { ROUTE_SHELL_ATTRIBUTE } from '@/app/route-shell-attribute';
import { RouteTree } from '@/app/route-tree';
import { paths } from '@/config/paths';
import { ConfirmationShell } from '@/features/confirmation/confirmation-shell';
import { ResultsShell } from '@/features/results/results-shell';
import { PatientFormShell } from '@/features/schedule/patient-form-shell';
import { SearchShell } from '@/features/search/search-shell';
import { SHELL_NEEDS_ATTRIBUTE, type TabHolding } from './tab-holds';

interface Shell {
  /** What the page shows before any data is known. */
  view: ReactNode;
  /** What the tab must hold for the view to be true; the page then shows it only once the tab guard found it. */
  needs?: TabHolding;
}

/**
 * Pages whose HTML carries their first view, by path. The largest text of the first view (the lead, the
 * heading) then paints with the HTML instead of after the scripts, the page's code and its data have arrived.
 */
const shells: Record<string, Shell> = {
  [paths.main()]: { view: <SearchShell /> },
  [paths.results()]: { view: <ResultsShell /> },
  [paths.schedule()]: { view: <PatientFormShell />, needs: 'hold' },
  [paths.confirmation()]: { view: <ConfirmationShell />, needs: 'booking' },
};

export interface RenderedShell {
  pathname: string;
  /** What goes inside the page's #root: the layout with the page's shell where the page will render. */
  markup: string;
  /** Set when the view depends on the tab: the page's HTML then runs the tab guard script first. */
  needs: TabHolding | undefined;
}

/** Every shell inside the app's own layout, rendered as static markup (no React attributes to hydrate). */
export function renderRouteShells(): RenderedShell[] {
  return Object.entries(shells).map(([pathname, { view, needs }]) => {
    // A guarded view starts hidden, so nothing shows it before the stylesheet does for a tab that holds it.
    const area = { [ROUTE_SHELL_ATTRIBUTE]: '', ...(needs ? { [SHELL_NEEDS_ATTRIBUTE]: needs, hidden: true } : {}) };
    const routes = [{ element: <Layout />, children: [{ path: pathname, element: <div {...area}>{view}</div> }] }];
    const markup = renderToStaticMarkup(
      <StaticRouter location={pathname}>
        <RouteTree routes={routes} />
      </StaticRouter>,
    );
    return { pathname, markup, needs };
  });
}

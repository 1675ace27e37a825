import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Layout } from '@/app/layout';
import { ROUTE_SHELL_ATTRIBUTE } from '@/app/route-shell-attribute';
import { RouteTree } from '@/app/route-tree';
import { paths } from '@/config/paths';
import { ResultsShell } from '@/features/results/results-shell';
import { SearchShell } from '@/features/search/search-shell';

/**
 * Pages whose HTML carries their first view, by path: what each shows before any data or visitor state is
 * known. The largest text of the first view (the lead, the heading) then paints with the HTML instead of
 * after the scripts, the page's code and its data have arrived.
 */
const shells: Record<string, ReactNode> = {
  [paths.main()]: <SearchShell />,
  [paths.results()]: <ResultsShell />,
};

export interface RenderedShell {
  pathname: string;
  /** What goes inside the page's #root: the layout with the page's shell where the page will render. */
  markup: string;
}

/** Every shell inside the app's own layout, rendered as static markup (no React attributes to hydrate). */
export function renderRouteShells(): RenderedShell[] {
  return Object.entries(shells).map(([pathname, shell]) => {
    const shellElement = { [ROUTE_SHELL_ATTRIBUTE]: '' };
    const routes = [
      { element: <Layout />, children: [{ path: pathname, element: <div {...shellElement}>{shell}</div> }] },
    ];
    const markup = renderToStaticMarkup(
      <StaticRouter location={pathname}>
        <RouteTree routes={routes} />
      </StaticRouter>,
    );
    return { pathname, markup };
  });
}

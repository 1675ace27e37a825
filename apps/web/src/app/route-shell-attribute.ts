/** Marks the page area prerendered into a page's HTML at build time (`src/prerender/`). */
export const ROUTE_SHELL_ATTRIBUTE = 'data-route-shell';

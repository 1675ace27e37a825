/** Marks the page area prerendered into a page's HTML at build time (`src/prerender/`). */
export const ROUTE_SHELL_ATTRIBUTE = 'data-route-shell';
/** Wraps each language's first view in a page's HTML: the layout and the page area in that language. */
export const PRERENDERED_LANGUAGE_ATTRIBUTE = 'data-prerendered-language';

import { TAB_HOLDS_ATTRIBUTE, tabHoldings } from './tab-holds';

// Built on its own as a classic script (vite-plugins/prerender-route-shells.ts) that runs in the <head>, before
// the first paint, of pages whose prerendered view depends on what the tab holds.
document.documentElement.setAttribute(TAB_HOLDS_ATTRIBUTE, tabHoldings(() => globalThis.sessionStorage).join(' '));

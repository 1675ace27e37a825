import { LANGUAGE_TAGS } from '@/lib/i18n/language';
import { pageLanguage } from '@/lib/i18n/visitor-language';
import { preloadMessages } from './preload-messages';
import { TAB_HOLDS_ATTRIBUTE, tabHoldings } from './tab-holds';

// Built on its own as a classic script (vite-plugins/prerender-route-shells.ts) that runs in the <head>, before
// the first paint, of pages whose prerendered view depends on what the tab holds (decision 028); like the
// language guard, it names the visitor's language on <html> (decision 057).
const language = pageLanguage();
document.documentElement.lang = LANGUAGE_TAGS[language];
preloadMessages(document.currentScript, language);
document.documentElement.setAttribute(TAB_HOLDS_ATTRIBUTE, tabHoldings(() => globalThis.sessionStorage).join(' '));

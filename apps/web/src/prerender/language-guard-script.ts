import { LANGUAGE_TAGS } from '@/lib/i18n/language';
import { pageLanguage } from '@/lib/i18n/visitor-language';
import { preloadMessages } from './preload-messages';

// Built on its own as a classic script (vite-plugins/prerender-route-shells.ts) that runs in the <head>, before the
// first paint, of pages that arrive with a prerendered view: `<html lang>` names the visitor's language, whose view
// the stylesheet shows (decision 057). Pages whose view also depends on the tab run the tab guard instead.
const language = pageLanguage();
document.documentElement.lang = LANGUAGE_TAGS[language];
preloadMessages(document.currentScript, language);

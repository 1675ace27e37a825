import {
  type BundledContent,
  type BundledDocument,
  flowConfig,
  type PatientFormConfig,
  patientDetailsTexts,
  patientFormConfig,
  reservationToggle,
  type SchedulerDocument,
  schedulerConfig,
  schedulerDocument,
  spanishContent,
  spanishDocuments,
  variantName,
} from '@hs/content';
import { contentObjectUrl, webRoutes } from '@hs/contracts';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Layout } from '@/app/layout';
import { type PageRouteName, pageMessages, pageModules } from '@/app/page-modules';
import { PRERENDERED_LANGUAGE_ATTRIBUTE, ROUTE_SHELL_ATTRIBUTE } from '@/app/route-shell-attribute';
import { RouteTree } from '@/app/route-tree';
import { ConfirmationShell } from '@/features/confirmation/confirmation-shell';
import { ResultsShell } from '@/features/results/results-shell';
import { formContentEntries } from '@/features/schedule/api/use-form-content';
import { PatientFormShell } from '@/features/schedule/patient-form-shell';
import { SearchShell } from '@/features/search/search-shell';
import { servicesUrl } from '@/lib/catalog/services-query';
import { chooseLanguage, needMessages, showIn } from '@/lib/i18n/i18n';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/lib/i18n/language';
import type { CatalogScope } from '@/locales/compile-catalog';
import { SHELL_NEEDS_ATTRIBUTE, type TabHolding } from './tab-holds';

interface Shell {
  /** What the page shows before any data is known, in a language. */
  view: (language: Language) => ReactNode;
  /**
   * What the page requests from our API as it first renders and waits on to be usable, which the HTML then
   * preloads: the answers are on their way while the code is still arriving.
   */
  data?: string[];
  /** What the tab must hold for the view to be true; the page then shows it only once the tab guard found it. */
  needs?: TabHolding;
}

/**
 * Pages whose HTML carries their first view. The largest text of the first view (the lead, the heading) then
 * paints with the HTML instead of after the scripts, the page's code and its data have arrived.
 */
/** A bundled content object's data in `language`: its Spanish variant for Spanish. */
function bundledIn<T>(entry: BundledContent<T>, language: Language): T {
  const variant = spanishContent.find((candidate) => candidate.name === variantName(entry.name, 'es'));
  return language === 'es' && variant ? (variant.data as T) : entry.data;
}

function bundledDocumentIn<T extends Record<string, unknown>>(document: BundledDocument<T>, language: Language): T {
  const variant = spanishDocuments.find((candidate) => candidate.id === variantName(document.id, 'es'));
  return language === 'es' && variant ? (variant.data as T) : document.data;
}

const shells: Partial<Record<PageRouteName, Shell>> = {
  main: {
    view: (language) => <SearchShell document={bundledDocumentIn<SchedulerDocument>(schedulerDocument, language)} />,
    data: [servicesUrl],
  },
  results: {
    view: () => <ResultsShell />,
    data: [servicesUrl, ...[schedulerConfig, flowConfig, reservationToggle].map(contentObjectUrl)],
  },
  schedule: {
    view: (language) => (
      <PatientFormShell {...bundledIn<PatientFormConfig>(patientFormConfig, language).subPages.patientDetails} />
    ),
    data: [patientDetailsTexts, ...Object.values(formContentEntries)].map(contentObjectUrl),
    needs: 'hold',
  },
  confirmation: { view: () => <ConfirmationShell />, needs: 'booking' },
};

export interface PageHtml {
  route: PageRouteName;
  /** The page's module, from `src/`. */
  module: string;
  /** The message catalog it renders with. */
  messages: CatalogScope;
  /**
   * What goes inside the page's #root when it has a shell: the layout with the shell where the page will render,
   * once in each language; the HTML's guard script names the visitor's, which the stylesheet shows.
   */
  markup: string | undefined;
  /** Set when the view depends on the tab: the guard script then also marks what the tab holds. */
  needs: TabHolding | undefined;
  data: string[];
}

/**
 * What the HTML of each page carries: its shell inside the app's own layout as static markup (nothing hydrates),
 * in every language.
 */
export async function renderPages(): Promise<PageHtml[]> {
  chooseLanguage(DEFAULT_LANGUAGE);
  await needMessages('all');
  const markups = new Map<PageRouteName, string[]>();
  for (const language of LANGUAGES) {
    await showIn(language);
    for (const route of Object.keys(shells) as PageRouteName[]) {
      const shell = shells[route];
      if (!shell) continue;
      markups.set(route, [
        ...(markups.get(route) ?? []),
        inLanguage(language, renderShell(webRoutes[route], shell, language)),
      ]);
    }
  }
  await showIn(DEFAULT_LANGUAGE);
  return (Object.keys(pageModules) as PageRouteName[]).map((route) => ({
    route,
    module: pageModules[route],
    messages: pageMessages(route),
    markup: markups.get(route)?.join(''),
    needs: shells[route]?.needs,
    data: shells[route]?.data ?? [],
  }));
}

/** A language's view: shown by the stylesheet only where `<html lang>` names it, hidden where styles are off. */
function inLanguage(language: Language, markup: string): string {
  const hidden = language === DEFAULT_LANGUAGE ? '' : ' hidden';
  return `<div ${PRERENDERED_LANGUAGE_ATTRIBUTE}="${language}"${hidden}>${markup}</div>`;
}

function renderShell(pathname: string, { view, needs }: Shell, language: Language): string {
  // A guarded view starts hidden, so nothing shows it before the stylesheet does for a tab that holds it.
  const area = { [ROUTE_SHELL_ATTRIBUTE]: '', ...(needs ? { [SHELL_NEEDS_ATTRIBUTE]: needs, hidden: true } : {}) };
  const routes = [
    { element: <Layout />, children: [{ path: pathname, element: <div {...area}>{view(language)}</div> }] },
  ];
  return renderToStaticMarkup(
    <StaticRouter location={pathname}>
      <RouteTree routes={routes} />
    </StaticRouter>,
  );
}

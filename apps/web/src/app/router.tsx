import { staffConsolePath } from '@hs/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactElement, useState } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { paths, routePatterns } from '@/config/paths';
import { needMessages } from '@/lib/i18n/i18n';
import { useLanguage } from '@/lib/i18n/use-translate';
import type { PageModule } from '@/lib/navigation/page-module';
import type { CatalogScope } from '@/locales/compile-catalog';
import { KeepQueryRedirect } from './keep-query-redirect';
import { Layout } from './layout';
import { type PageRouteName, pageMessages, pageModules } from './page-modules';

interface PageHandle {
  /** Loads the page's code, so that a first render finds it there. */
  preload: () => Promise<PageModule>;
}

/** Each page's module, loaded on demand; the glob is what `pageModules` names (`router.test.tsx` holds them equal). */
export const pageLoaders = import.meta.glob<PageModule>('../features/*/*-page.tsx');

/**
 * A route whose page module loads the first time the page is shown: its pattern, its element, and a handle that
 * loads the code ahead of that.
 */
function lazyPage(
  path: string,
  load: () => Promise<PageModule>,
): { path: string; element: ReactElement; handle: PageHandle } {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(() => load().then((module) => ({ default: module.Component })));
  function Page() {
    // A page and what it renders read their texts again when the visitor switches language.
    useLanguage();
    // Fixed for the page's life: switching from the lazy wrapper to the loaded page would remount it.
    const [Shown] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Shown />;
  }
  const preload = () =>
    load().then((module) => {
      loaded = module.Component;
      return module;
    });
  return { path, element: <Page />, handle: { preload } };
}

/** A page of the spec's route table. */
function page(name: PageRouteName) {
  const loadModule = pageLoaders[`../${pageModules[name]}`];
  if (!loadModule) throw new Error(`No page module at src/${pageModules[name]}.`);
  return lazyPage(routePatterns[name], withMessages(loadModule, pageMessages(name)));
}

/** A page's code, loaded together with the messages it needs in the visitor's language. */
const withMessages = (loadModule: () => Promise<PageModule>, messages: CatalogScope) => (): Promise<PageModule> =>
  Promise.all([loadModule(), needMessages(messages)]).then(([module]) => module);

/**
 * The spec's route table (§2). Every page is its own lazily loaded chunk, so the first screen
 * downloads only the code it shows. Guards and redirects of each page live with the page.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <KeepQueryRedirect to={paths.main()} /> },
      page('main'),
      page('benefitCode'),
      page('prescreen'),
      page('results'),
      page('followup'),
      page('schedule'),
      page('confirmation'),
      page('cancel'),
      page('confirmCancel'),
      page('manage'),
      page('waitlistOffer'),
      page('pharmacyGuestVaccination'),
      page('clinicSchedule'),
      {
        path: routePatterns.clinicArea,
        children: [
          // The clinic area has no page of its own; its front door is the locator.
          { index: true, element: <KeepQueryRedirect to={paths.clinicLocations()} /> },
          page('clinicError'),
          page('clinicDetails'),
          page('clinicLocations'),
        ],
      },
      page('clinicServices'),
      page('clinicBilling'),
      page('languageAssistance'),
      lazyPage(
        '*',
        withMessages(() => import('./not-found-page'), 'all'),
      ),
    ],
  },
  // The staff console: its own layout and route tree, in code no patient page loads (decision 053).
  lazyPage(`${staffConsolePath}/*`, () => import('@/features/staff/staff-console')),
];

/**
 * Loads the code of the page at `url` before the app's first render, and with `client` starts the requests it
 * first makes. A page revealed from a Suspense fallback is held back by React for 300 ms after the fallback
 * showed; a page whose code is there renders at once.
 */
export async function preloadPage(url: URL, client?: QueryClient): Promise<void> {
  const match = matchRoutes(routes, url.pathname)?.at(-1);
  const module = await (match?.route.handle as PageHandle | undefined)?.preload();
  if (!match || !client) return;
  module?.prefetch?.(client, { params: match.params, searchParams: url.searchParams });
  await module?.ready?.(client);
}

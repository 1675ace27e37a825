import type { StandardSchemaV1 } from '@standard-schema/spec';
import { loadOnce } from './load-once';
import { onRequestsIdle, requestsInFlight } from './requests-in-flight';

/** How long no resource may finish loading, with none of the app's requests in flight, before the page is settled. */
const SETTLED_AFTER_QUIET_MS = 1000;
/** The longest the first screen is waited for after load: a hung request never holds back what is checked. */
const SETTLED_AT_LATEST_MS = 10_000;

let firstScreen: Promise<void> | undefined;

/** A page the browser navigated to, with resource timing to watch; not a test's simulated document. */
const isLoadedPage = (): boolean =>
  typeof window !== 'undefined' &&
  typeof PerformanceObserver !== 'undefined' &&
  typeof performance.getEntriesByType === 'function' &&
  performance.getEntriesByType('navigation').length > 0;

/**
 * Resolves once the page has loaded, none of the app's own requests is in flight and no resource has finished
 * loading for a second, or ten seconds after load at the latest. Schemas (and zod with them) are then fetched
 * after the first screen and its answers, not competing with them (ARCHITECTURE: the first screen's JavaScript
 * budget). Later pages find it resolved. Outside a navigated page there is nothing to wait for.
 */
export function firstScreenSettled(): Promise<void> {
  firstScreen ??= !isLoadedPage()
    ? Promise.resolve()
    : new Promise((resolve) => {
        let quiet: ReturnType<typeof setTimeout> | undefined;
        let latest: ReturnType<typeof setTimeout> | undefined;
        let stopWatchingRequests = () => {};
        const observer = new PerformanceObserver(() => wait());
        function settle() {
          clearTimeout(quiet);
          clearTimeout(latest);
          observer.disconnect();
          stopWatchingRequests();
          resolve();
        }
        function wait() {
          clearTimeout(quiet);
          // A request still travelling restarts the wait when it settles (onRequestsIdle).
          if (requestsInFlight() === 0) quiet = setTimeout(settle, SETTLED_AFTER_QUIET_MS);
        }
        // Watched from load on: a request that settles before then must not start the quiet second early.
        const start = () => {
          observer.observe({ type: 'resource' });
          stopWatchingRequests = onRequestsIdle(() => wait());
          latest = setTimeout(settle, SETTLED_AT_LATEST_MS);
          wait();
        };
        if (document.readyState === 'complete') start();
        else window.addEventListener('load', start, { once: true });
      });
  return firstScreen;
}

let wantChecksNow = () => {};
const checksWanted = new Promise<void>((resolve) => {
  wantChecksNow = resolve;
});

/**
 * Ends the wait for the page to settle, for a page whose first view cannot show until something is checked
 * (the patient form's content, the results search's settings): there the schemas are part of the first view,
 * and waiting would only hold it back (decision 028).
 */
export function checkWithoutSettling(): void {
  wantChecksNow();
}

/**
 * Resolves when schema code may be fetched: once the first screen has settled, or at once on a page that asked
 * to check without settling.
 */
export function schemasMayLoad(): Promise<void> {
  return Promise.race([firstScreenSettled(), checksWanted]);
}

/** A schema whose code loads when first needed; `preload` starts that ahead of the first check. */
export interface LazySchema<Input, Output> extends StandardSchemaV1<Input, Output> {
  preload(): void;
}

/**
 * A schema whose code is fetched the first time something is checked with it (or it is preloaded), once schemas
 * may load. The first screen names its schemas this way, so zod loads after the page has shown instead of before
 * (ARCHITECTURE: the first screen's JavaScript budget).
 */
export function lazySchema<Input, Output>(
  load: () => Promise<StandardSchemaV1<Input, Output>>,
): LazySchema<Input, Output> {
  const loaded = loadOnce(() => schemasMayLoad().then(load));
  return {
    preload: () => {
      loaded().catch(() => {});
    },
    '~standard': {
      version: 1,
      vendor: 'lazy',
      validate: async (value) => (await loaded())['~standard'].validate(value),
    },
  };
}

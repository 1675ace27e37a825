import { ROUTE_SHELL_ATTRIBUTE } from './route-shell-attribute';

/** What the gate needs of the browser, so tests can drive it. */
export interface PaintSignals {
  document: {
    querySelector(selectors: string): unknown;
    readonly visibilityState: DocumentVisibilityState;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
    removeEventListener(type: 'visibilitychange', listener: () => void): void;
  };
  /** Absent where the browser does not report largest contentful paints (the frame after next stands in). */
  observeLargestPaint?: (onPaint: () => void) => () => void;
  requestAnimationFrame: (callback: () => void) => unknown;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

/**
 * However the paint goes unreported (a browser that leaves this page out), the app starts by then: the gate
 * must never keep a visitor from the page.
 */
export const LATEST_START_MS = 3000;

/**
 * Runs `start` once the page's prerendered first view is on screen, or at once when the HTML has none (then
 * the app itself draws the first view) or the tab is hidden (nothing paints there). Starting the app sooner
 * would fetch and run its code ahead of that paint: on a slow phone the bundle's evaluation and React's first
 * commit would hold the paint back, and the commit, which moves the prerendered area into the app's tree,
 * would drop the browser's pending record of it before it was shown.
 */
export function afterFirstPaint(start: () => void, signals: PaintSignals = browserSignals()): void {
  const { document } = signals;
  if (!document.querySelector(`[${ROUTE_SHELL_ATTRIBUTE}]`) || document.visibilityState === 'hidden') {
    start();
    return;
  }
  let started = false;
  let stopObserving = () => {};
  const startOnce = () => {
    if (started) return;
    started = true;
    stopObserving();
    document.removeEventListener('visibilitychange', startWhenHidden);
    start();
  };
  const startWhenHidden = () => {
    if (document.visibilityState === 'hidden') startOnce();
  };
  document.addEventListener('visibilitychange', startWhenHidden);
  if (signals.observeLargestPaint) stopObserving = signals.observeLargestPaint(startOnce);
  else signals.requestAnimationFrame(() => signals.setTimeout(startOnce, 0));
  signals.setTimeout(startOnce, LATEST_START_MS);
}

function browserSignals(): PaintSignals {
  const reportsLargestPaint = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint');
  return {
    document,
    observeLargestPaint: reportsLargestPaint
      ? (onPaint) => {
          const observer = new PerformanceObserver(onPaint);
          observer.observe({ type: 'largest-contentful-paint', buffered: true });
          return () => observer.disconnect();
        }
      : undefined,
    requestAnimationFrame: (callback) => requestAnimationFrame(callback),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
  };
}

import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, LATEST_START_MS, type PaintSignals } from './after-first-paint';
import { ROUTE_SHELL_ATTRIBUTE } from './route-shell-attribute';

/** A page, gated by afterFirstPaint, whose paint, frames, timers and visibility the test drives by hand. */
function gatedPage({ shell = true, hidden = false, reportsPaint = true } = {}) {
  const prerenderedView = { attribute: ROUTE_SHELL_ATTRIBUTE };
  let visibility: DocumentVisibilityState = hidden ? 'hidden' : 'visible';
  const visibilityListeners = new Set<() => void>();
  let paintListener: (() => void) | undefined;
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const signals: PaintSignals = {
    document: {
      querySelector: (selector) => (shell && selector === `[${ROUTE_SHELL_ATTRIBUTE}]` ? prerenderedView : null),
      get visibilityState() {
        return visibility;
      },
      addEventListener: (_type, listener) => visibilityListeners.add(listener),
      removeEventListener: (_type, listener) => visibilityListeners.delete(listener),
    },
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
    ...(reportsPaint
      ? {
          observeLargestPaint: (onPaint: () => void) => {
            paintListener = onPaint;
            return () => {
              paintListener = undefined;
            };
          },
        }
      : {}),
  };
  const start = vi.fn();
  afterFirstPaint(start, signals);
  return {
    start,
    paint: () => paintListener?.(),
    observing: () => paintListener !== undefined,
    runFrame: () => {
      for (const callback of frames.splice(0)) callback();
    },
    runTimers: (upTo: number) => {
      for (const timer of timers.filter((due) => due.ms <= upTo)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.callback();
      }
    },
    hide: () => {
      visibility = 'hidden';
      for (const listener of [...visibilityListeners]) listener();
    },
    listening: () => visibilityListeners.size > 0,
  };
}

describe('starting the app after the first paint', () => {
  it('waits for the prerendered view to be painted, then starts once', () => {
    const page = gatedPage();

    page.runFrame();
    page.runTimers(0);
    expect(page.start).not.toHaveBeenCalled();
    page.paint();
    expect(page.start).toHaveBeenCalledTimes(1);
    expect(page.observing()).toBe(false);
    expect(page.listening()).toBe(false);

    page.runTimers(LATEST_START_MS);
    page.hide();
    expect(page.start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the HTML has no prerendered view: the app draws the first one', () => {
    const page = gatedPage({ shell: false });
    expect(page.start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a hidden tab, and as soon as the tab is hidden before the paint', () => {
    const hiddenPage = gatedPage({ hidden: true });
    expect(hiddenPage.start).toHaveBeenCalledTimes(1);

    const page = gatedPage();
    expect(page.start).not.toHaveBeenCalled();
    page.hide();
    expect(page.start).toHaveBeenCalledTimes(1);
    page.paint();
    expect(page.start).toHaveBeenCalledTimes(1);
  });

  it('where paints are not reported, starts after the next frame has been drawn', () => {
    const page = gatedPage({ reportsPaint: false });

    page.runTimers(0);
    expect(page.start).not.toHaveBeenCalled();
    page.runFrame();
    expect(page.start).not.toHaveBeenCalled();
    page.runTimers(0);
    expect(page.start).toHaveBeenCalledTimes(1);
  });

  it('starts by the latest start time when the paint is never reported', () => {
    const page = gatedPage();

    page.runTimers(LATEST_START_MS - 1);
    expect(page.start).not.toHaveBeenCalled();
    page.runTimers(LATEST_START_MS);
    expect(page.start).toHaveBeenCalledTimes(1);
    expect(page.observing()).toBe(false);
  });
});

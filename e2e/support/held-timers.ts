import type { Page } from '@playwright/test';

/**
 * Holds back, from the page's first script on, every timer of at least `fromMs` and every idle callback: they
 * fire only when the test calls `release()`. Shorter timers, animation frames, the network and the browser's
 * own work go on as usual, so a page that waits on nothing longer still comes up; one that waits for a quiet
 * period, an idle moment or a delay does not.
 */
export async function holdTimers(page: Page, fromMs: number) {
  await page.addInitScript((holdFrom) => {
    const held = new Map<number, () => void>();
    let nextId = -1;
    const hold = (run: () => void) => {
      const id = nextId--;
      held.set(id, run);
      return id;
    };
    const { setTimeout, clearTimeout, setInterval, clearInterval } = window;
    const release = (id: number | undefined) => (typeof id === 'number' && id < 0 ? held.delete(id) : false);
    Object.assign(window, {
      setTimeout: (handler: TimerHandler, delay = 0, ...args: unknown[]) =>
        delay >= holdFrom && typeof handler === 'function'
          ? hold(() => handler(...args))
          : setTimeout(handler, delay, ...args),
      clearTimeout: (id?: number) => release(id) || clearTimeout(id),
      setInterval: (handler: TimerHandler, delay = 0, ...args: unknown[]) =>
        delay >= holdFrom && typeof handler === 'function'
          ? hold(() => handler(...args))
          : setInterval(handler, delay, ...args),
      clearInterval: (id?: number) => release(id) || clearInterval(id),
      requestIdleCallback: (callback: IdleRequestCallback) =>
        hold(() => callback({ didTimeout: true, timeRemaining: () => 0 })),
      cancelIdleCallback: (id: number) => release(id),
      releaseHeldTimers: () => {
        const due = [...held.values()];
        held.clear();
        for (const run of due) run();
      },
    });
  }, fromMs);
  return {
    release: () => page.evaluate(() => (window as unknown as { releaseHeldTimers(): void }).releaseHeldTimers()),
  };
}

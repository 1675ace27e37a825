import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium.js';
import type { FirstScreenPage } from '../e2e/support/first-screen-pages.js';
import { openUntilUsable, summarize } from '../e2e/support/first-screen-scripts.js';
import type { FirstScreen } from '../e2e/support/first-screen-usable.js';

/**
 * Lighthouse's mobile settings (its `constants.js`: a Moto G Power's screen, slow 4G, a 4× slower CPU), applied
 * in the browser through the DevTools protocol rather than simulated afterwards: the network as issue 27 states
 * it, 150 ms of latency on each request, 1.6 Mbit/s down and 750 kbit/s up.
 */
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const SCREEN = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

export interface UsableFigures {
  screen: FirstScreen;
  /** Each run's time from the start of the navigation until usable, in run order. */
  runsMs: number[];
  medianMs: number;
  /** The script bytes received by then (encoded as sent) in the run of the median time. */
  medianJsKb: number;
  /** The least and most of them over the runs: scripts still arriving at the moment do not count. */
  jsKbRange: [number, number];
}

/**
 * Times each page from the start of its navigation until its first screen is usable (`first-screen-usable.ts`),
 * `runs` times, each load in a fresh browser context (an empty cache) throttled as above. The runs go round the
 * pages, so a neighbour's load on the machine falls on every page alike rather than on one.
 */
export async function timeUntilUsable(origin: string, pages: FirstScreenPage[], runs = 5): Promise<UsableFigures[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const measured = new Map<FirstScreen, { ms: number; jsKb: number }[]>(pages.map((page) => [page.screen, []]));
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const target of pages) {
        // The encodings the browser asks for itself (Brotli first), as a visitor's would.
        // The HTTPS front's certificate comes from an authority of its own (https-front.ts).
        const context = await browser.newContext({ ...SCREEN, baseURL: origin, ignoreHTTPSErrors: true });
        try {
          measured.get(target.screen)?.push(await loadOnce(context, target));
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return pages.map(({ screen }) => {
    const loads = measured.get(screen) ?? [];
    const sorted = [...loads].sort((a, b) => a.ms - b.ms);
    const median = sorted[Math.floor(sorted.length / 2)];
    if (!median) throw new Error(`No load of ${screen} was measured.`);
    const kbs = loads.map((load) => load.jsKb);
    return {
      screen,
      runsMs: loads.map((load) => load.ms),
      medianMs: median.ms,
      medianJsKb: median.jsKb,
      jsKbRange: [Math.min(...kbs), Math.max(...kbs)],
    };
  });
}

async function loadOnce(context: BrowserContext, target: FirstScreenPage): Promise<{ ms: number; jsKb: number }> {
  const page = await context.newPage();
  await target.prepare?.(page);
  await throttle(context, page);
  const usable = await openUntilUsable(page, target.screen, target.path);
  return { ms: usable.ms, jsKb: summarize(usable.scripts).totalBytes / 1024 };
}

async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', NETWORK);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

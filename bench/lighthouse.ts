import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium.js';

export interface AuditedPage {
  name: string;
  path: string;
  /** What the flow would have left in sessionStorage before the visitor reached this page. */
  sessionStorage?: Record<string, string>;
}

export interface LighthouseFigures {
  name: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of the machine's speed (its `environment.benchmarkIndex`): the 4× slowdown is applied
   * to whatever this machine does, so figures taken on machines whose index differs are not comparable.
   */
  benchmarkIndex: number;
}

const score = (category: { score: number | null } | undefined) => Math.round((category?.score ?? 0) * 100);

/**
 * Lighthouse's default (mobile) run of each page on the server at `origin`: a Moto G Power sized screen, slow 4G
 * and a 4x slower CPU, simulated, from a cold cache. Pages that need the flow's state get it in their tab first.
 */
export async function lighthouseFigures(origin: string, pages: AuditedPage[]): Promise<LighthouseFigures[]> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless=new',
      // The HTTPS front's certificate comes from an authority of its own (https-front.ts).
      '--ignore-certificate-errors',
      ...CHROMIUM_FLAGS,
    ],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const figures: LighthouseFigures[] = [];
    for (const audited of pages) figures.push(await auditWithRetry(browser, origin, audited));
    await browser.disconnect();
    return figures;
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's own advice when its trace misses the page's start ("Please run Lighthouse again"): such a run
 * measured nothing, so it is repeated, up to twice; any other failure ends the bench.
 */
const TRACE_RECORDING_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

async function auditWithRetry(browser: Browser, origin: string, audited: AuditedPage): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await audit(browser, origin, audited);
    if ('figures' in outcome) return outcome.figures;
    if (!TRACE_RECORDING_ERRORS.has(outcome.code) || attempt === 3) {
      throw new Error(`Lighthouse failed on ${audited.path}: ${outcome.message}`);
    }
    console.log(`Lighthouse (mobile) ${audited.name}: ${outcome.code}, run again`);
  }
}

async function audit(
  browser: Browser,
  origin: string,
  audited: AuditedPage,
): Promise<{ figures: LighthouseFigures } | { code: string; message: string }> {
  const page = await browser.newPage();
  try {
    if (audited.sessionStorage) {
      // sessionStorage belongs to the tab, so it is written there; Lighthouse is then told to keep storage,
      // and the cache is emptied by hand so the page still loads cold.
      await page.goto(`${origin}/health`);
      await page.evaluate((entries) => {
        for (const [key, value] of entries) sessionStorage.setItem(key, value);
      }, Object.entries(audited.sessionStorage));
      const session = await page.createCDPSession();
      await session.send('Network.clearBrowserCache');
      await session.detach();
    }
    const result = await lighthouse(
      `${origin}${audited.path}`,
      {
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: Boolean(audited.sessionStorage),
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${audited.path}.`);
    const { categories, audits, runtimeError, environment } = result.lhr;
    if (runtimeError) return { code: runtimeError.code, message: runtimeError.message };
    return {
      figures: {
        name: audited.name,
        performance: score(categories.performance),
        accessibility: score(categories.accessibility),
        bestPractices: score(categories['best-practices']),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        benchmarkIndex: environment.benchmarkIndex,
      },
    };
  } finally {
    await page.close();
  }
}

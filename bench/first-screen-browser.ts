import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium.js';
import { FIRST_SCREEN_PATH, GZIP_ONLY, openUntilUsable, summarize } from '../e2e/support/first-screen-scripts.js';

export interface BrowserFirstScreen {
  jsGzipKb: number;
  /** From the start of the navigation until the form was usable, on this machine without throttling. */
  ms: number;
  lines: string[];
}

/**
 * The search form's JavaScript as Chromium receives it from the server at `origin`, as the budget test counts it,
 * at `path` (the search page in English; `?lang=es` for Spanish).
 */
export async function firstScreenInBrowser(origin: string, path = FIRST_SCREEN_PATH): Promise<BrowserFirstScreen> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ baseURL: origin, extraHTTPHeaders: GZIP_ONLY });
    const usable = await openUntilUsable(await context.newPage(), 'search', path);
    const { totalBytes, lines } = summarize(usable.scripts);
    return { jsGzipKb: totalBytes / 1024, ms: usable.ms, lines };
  } finally {
    await browser.close();
  }
}

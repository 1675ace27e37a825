import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium.js';
import { GZIP_ONLY, scriptsUntilIdle, summarize } from '../e2e/support/first-screen-scripts.js';

export interface BrowserFirstScreen {
  jsGzipKb: number;
  lines: string[];
}

/** The first screen's JavaScript as Chromium downloads it from the server at `origin`, as the budget test counts it. */
export async function firstScreenInBrowser(origin: string): Promise<BrowserFirstScreen> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ baseURL: origin, extraHTTPHeaders: GZIP_ONLY });
    const { atIdle } = await scriptsUntilIdle(await context.newPage());
    const { totalBytes, lines } = summarize(atIdle);
    return { jsGzipKb: totalBytes / 1024, lines };
  } finally {
    await browser.close();
  }
}

import type { Page, Response } from '@playwright/test';

/**
 * The first screen's JavaScript as the browser downloads it: everything fetched before the network goes idle
 * counts, so code loaded right after mount counts as well as the entry. Sizes are the gzip-encoded bodies as
 * transferred. Shared by the budget test (e2e) and the benchmark (bench), so both measure the same way.
 */

/** The first screen is the search form. */
export const FIRST_SCREEN_PATH = '/health-services/scheduler';
/** The budget is stated in gzipped bytes and the server prefers brotli, so the browser accepts gzip only. */
export const GZIP_ONLY = { 'accept-encoding': 'gzip' };

export interface Script {
  url: string;
  encoding: string | undefined;
  encodedBytes: number;
  text: string;
}

async function scriptOf(response: Response): Promise<Script> {
  const [sizes, headers, text] = await Promise.all([
    response.request().sizes(),
    response.allHeaders(),
    response.text(),
  ]);
  return { url: response.url(), encoding: headers['content-encoding'], encodedBytes: sizes.responseBodySize, text };
}

const QUIET_MS = 500;
const POLL_MS = 100;
const TIMEOUT_MS = 30_000;

/**
 * Resolves once the search form shows and no request has started or been in flight for QUIET_MS.
 * Playwright's own 'networkidle' can fire while a busy machine is still parsing the entry, before the route
 * chunk is even asked for, so the form must show first.
 */
async function untilIdle(page: Page): Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  const start = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const end = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    await page.getByRole('button', { name: 'Find Appointment' }).waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    const deadline = Date.now() + TIMEOUT_MS;
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`The network was not idle within ${TIMEOUT_MS} ms.`);
      await page.waitForTimeout(POLL_MS);
    }
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

/**
 * Opens the first screen and returns every script it downloaded until the network was idle, and a view of
 * every script downloaded so far (those fetched later, after the first screen settled or on a submit, included).
 */
export async function scriptsUntilIdle(page: Page): Promise<{ atIdle: Script[]; all: () => Promise<Script[]> }> {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  const idle = untilIdle(page);
  await page.goto(FIRST_SCREEN_PATH);
  await idle;
  const atIdle = await Promise.all(responses.map(scriptOf));
  return { atIdle, all: () => Promise.all(responses.map(scriptOf)) };
}

/** The scripts' total, and one line per script in download order. */
export function summarize(scripts: Script[]): { totalBytes: number; lines: string[] } {
  const totalBytes = scripts.reduce((sum, script) => sum + script.encodedBytes, 0);
  const lines = scripts.map(
    (script) => `${(script.encodedBytes / 1024).toFixed(1)} KB ${new URL(script.url).pathname}`,
  );
  return { totalBytes, lines };
}

import type { Page, Response } from '@playwright/test';
import { type FirstScreen, type UsableMoment, usableMoment, watchUsable } from './first-screen-usable.js';

/**
 * A first screen's JavaScript as the browser receives it: every script whose body had fully arrived when the page
 * became usable (`first-screen-usable.ts`), counted as its encoded body over the wire (Resource Timing's
 * `encodedBodySize`). The server compresses scripts of 2 KB and more on the fly with gzip at level 6, or brotli
 * when the browser takes it; the budget is stated in gzip, so the browser is told to accept gzip only. Scripts
 * still arriving at that moment do not count: the visitor did not wait for them. Shared by the budget test (e2e)
 * and the benchmark (bench), so both measure the same way.
 */

/** The search form, whose JavaScript the budget holds. */
export const FIRST_SCREEN_PATH = '/health-services/scheduler';
export const GZIP_ONLY = { 'accept-encoding': 'gzip' };

export interface Script {
  url: string;
  encoding: string | undefined;
  encodedBytes: number;
  text: string;
}

async function scriptOf(response: Response, encodedBytes: number): Promise<Script> {
  const [headers, text] = await Promise.all([response.allHeaders(), response.text()]);
  return { url: response.url(), encoding: headers['content-encoding'], encodedBytes, text };
}

export interface UsableScreen {
  /** From the start of the navigation to the first frame after the page became usable. */
  ms: number;
  /** The scripts received by then, in the order they finished arriving. */
  scripts: Script[];
  /** Every script the page has received so far, those fetched after it became usable included. */
  all: () => Promise<Script[]>;
}

/** Opens `path` and waits until the first screen `screen` is usable. */
export async function openUntilUsable(
  page: Page,
  screen: FirstScreen = 'search',
  path = FIRST_SCREEN_PATH,
): Promise<UsableScreen> {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await watchUsable(page, screen);
  await page.goto(path, { waitUntil: 'commit' });
  const moment: UsableMoment = await usableMoment(page);
  const scripts = await Promise.all(
    moment.scripts.map((received) => {
      const response = responses.find((candidate) => candidate.url() === received.url);
      if (!response) throw new Error(`No response was seen for ${received.url}.`);
      return scriptOf(response, received.encodedBytes);
    }),
  );
  const all = async () =>
    Promise.all(
      responses.map(async (response) => scriptOf(response, (await response.request().sizes()).responseBodySize)),
    );
  return { ms: moment.ms, scripts, all };
}

/** The scripts' total, and one line per script in the order they arrived. */
export function summarize(scripts: Script[]): { totalBytes: number; lines: string[] } {
  const totalBytes = scripts.reduce((sum, script) => sum + script.encodedBytes, 0);
  const lines = scripts.map(
    (script) => `${(script.encodedBytes / 1024).toFixed(1)} KB ${new URL(script.url).pathname}`,
  );
  return { totalBytes, lines };
}

import { readFileSync } from 'node:fs';
import { expect, type Page, type Response, test } from '@playwright/test';

/**
 * The first screen's JavaScript as the browser downloads it (ARCHITECTURE: at most the budget in
 * bench/README.md). Everything fetched before the network goes idle counts, so code loaded right after
 * mount counts as well as the entry. Sizes are the gzip-encoded bodies as transferred: the browser is told
 * to accept gzip only, because the budget is stated in gzipped bytes and the server prefers brotli.
 */

const BUDGET_LINE = /^First-screen budget: (\d+(?:\.\d+)?) KB gzipped$/m;
/** A message of zod's own source that survives minification: no other code on the page says it. */
const ZOD_MARKER = 'Encountered Promise during synchronous parse';

function budgetBytes(): number {
  const readme = readFileSync(new URL('../../bench/README.md', import.meta.url), 'utf8');
  const match = BUDGET_LINE.exec(readme);
  if (!match?.[1]) throw new Error('bench/README.md has no "First-screen budget: N KB gzipped" line.');
  return Number(match[1]) * 1024;
}

interface Chunk {
  url: string;
  encoding: string | undefined;
  encodedBytes: number;
  text: string;
}

async function chunkOf(response: Response): Promise<Chunk> {
  const [sizes, headers, text] = await Promise.all([
    response.request().sizes(),
    response.allHeaders(),
    response.text(),
  ]);
  return { url: response.url(), encoding: headers['content-encoding'], encodedBytes: sizes.responseBodySize, text };
}

const QUIET_MS = 500;

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
  await expect(page.getByRole('button', { name: 'Find Appointment' })).toBeVisible({ timeout: 30_000 });
  // Polled often: the default back-off polls once a second, late enough to count code the page fetches after
  // it has been idle for a while (schemas wait for a settled page), which is not first-screen code.
  await expect
    .poll(() => inFlight === 0 && Date.now() - lastActivity >= QUIET_MS, { timeout: 30_000, intervals: [50] })
    .toBe(true);
  page.off('request', start);
  page.off('requestfinished', end);
  page.off('requestfailed', end);
}

/**
 * Every script the search page downloads until the network is idle, and a view of every script downloaded
 * so far (those fetched later, after the first screen settled or on a submit, included).
 */
async function scriptsUntilIdle(page: Page): Promise<{ atIdle: Chunk[]; all: () => Promise<Chunk[]> }> {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  const idle = untilIdle(page);
  await page.goto('/health-services/scheduler');
  await idle;
  const atIdle = await Promise.all(responses.map(chunkOf));
  return { atIdle, all: () => Promise.all(responses.map(chunkOf)) };
}

test.use({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });

test('the search page downloads no more JavaScript than the budget before the network is idle', async ({ page }) => {
  const chunks = (await scriptsUntilIdle(page)).atIdle;

  expect(chunks.length).toBeGreaterThan(0);
  for (const chunk of chunks) expect(chunk.encoding, chunk.url).toBe('gzip');
  const total = chunks.reduce((sum, chunk) => sum + chunk.encodedBytes, 0);
  const budget = budgetBytes();
  const listing = chunks.map((chunk) => `${(chunk.encodedBytes / 1024).toFixed(1)} KB ${new URL(chunk.url).pathname}`);
  console.log(`First screen: ${(total / 1024).toFixed(1)} KB gzipped of ${budget / 1024} KB\n${listing.join('\n')}`);
  expect(total, listing.join('\n')).toBeLessThanOrEqual(budget);
});

test('no first-screen chunk contains zod', async ({ page }) => {
  const chunks = (await scriptsUntilIdle(page)).atIdle;
  const withZod = chunks.filter((chunk) => chunk.text.includes(ZOD_MARKER)).map((chunk) => chunk.url);
  expect(withZod).toEqual([]);
});

test('the zod check finds zod in the schema chunk a failed submit loads', async ({ page }) => {
  const { atIdle, all } = await scriptsUntilIdle(page);
  // Checking the empty form takes the search form's schema, and with it zod.
  await page.getByRole('button', { name: 'Find Appointment' }).click();
  await expect(page.getByText('Please fill out all required fields to continue')).toBeVisible();
  const hasZod = (chunks: Chunk[]) => chunks.some((chunk) => chunk.text.includes(ZOD_MARKER));
  expect(hasZod(atIdle)).toBe(false);
  await expect.poll(async () => hasZod(await all())).toBe(true);
});

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { GZIP_ONLY, type Script, scriptsUntilIdle, summarize } from '../support/first-screen-scripts.js';

/**
 * The first screen's JavaScript as the browser downloads it (ARCHITECTURE: at most the budget in
 * bench/README.md), measured as support/first-screen-scripts.ts describes; the benchmark prints the same figure.
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

test.use({ extraHTTPHeaders: GZIP_ONLY });

test('the search page downloads no more JavaScript than the budget before the network is idle', async ({ page }) => {
  const scripts = (await scriptsUntilIdle(page)).atIdle;

  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script.encoding, script.url).toBe('gzip');
  const { totalBytes, lines } = summarize(scripts);
  const budget = budgetBytes();
  console.log(`First screen: ${(totalBytes / 1024).toFixed(1)} KB gzipped of ${budget / 1024} KB\n${lines.join('\n')}`);
  expect(totalBytes, lines.join('\n')).toBeLessThanOrEqual(budget);
});

test('no first-screen chunk contains zod', async ({ page }) => {
  const scripts = (await scriptsUntilIdle(page)).atIdle;
  const withZod = scripts.filter((script) => script.text.includes(ZOD_MARKER)).map((script) => script.url);
  expect(withZod).toEqual([]);
});

test('the zod check finds zod in the schema chunk a failed submit loads', async ({ page }) => {
  const { atIdle, all } = await scriptsUntilIdle(page);
  // Checking the empty form takes the search form's schema, and with it zod.
  await page.getByRole('button', { name: 'Find Appointment' }).click();
  await expect(page.getByText('Please fill out all required fields to continue')).toBeVisible();
  const hasZod = (scripts: Script[]) => scripts.some((script) => script.text.includes(ZOD_MARKER));
  expect(hasZod(atIdle)).toBe(false);
  await expect.poll(async () => hasZod(await all())).toBe(true);
});

test('checking a form with zod trips no Content-Security-Policy rule', async ({ page }) => {
  // zod's probe for compiled parsers calls `new Function` inside a try: the browser reports the violation as an
  // event, not on the console, so the event is what is watched.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const { all } = await scriptsUntilIdle(page);
  await page.getByRole('button', { name: 'Find Appointment' }).click();
  await expect(page.getByText('Please fill out all required fields to continue')).toBeVisible();
  await expect.poll(async () => (await all()).some((script) => script.text.includes(ZOD_MARKER))).toBe(true);
  expect(await page.evaluate(() => (window as Window & { cspViolations?: string[] }).cspViolations)).toEqual([]);
});

test('an answer still on its way holds zod back until it has arrived', async ({ page }) => {
  const SLOW_MS = 3000;
  let answeredAt = Number.POSITIVE_INFINITY;
  await page.route('**/appointment-management/v1/services?**', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    answeredAt = Date.now();
    await route.fulfill({ response });
  });
  const requestedAt = new Map<string, number>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requestedAt.set(request.url(), Date.now());
  });
  const { all } = await scriptsUntilIdle(page);
  const zodChunk = async () => (await all()).find((script) => script.text.includes(ZOD_MARKER))?.url;
  await expect.poll(zodChunk).toBeDefined();
  expect(requestedAt.get((await zodChunk()) ?? '')).toBeGreaterThan(answeredAt);
});

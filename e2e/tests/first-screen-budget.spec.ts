import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { GZIP_ONLY, openUntilUsable, type Script, summarize } from '../support/first-screen-scripts.js';

/**
 * The search form's JavaScript as the browser receives it until the form is usable (ARCHITECTURE: at most the
 * budget in bench/README.md), measured as support/first-screen-scripts.ts describes; the benchmark prints the
 * same figure.
 */

const BUDGET_LINE = /^First-screen budget: (\d+(?:\.\d+)?) KB gzipped$/m;
/** A message of zod's own source that survives minification: no other code on the page says it. */
const ZOD_MARKER = 'Encountered Promise during synchronous parse';
const hasZod = (scripts: Script[]) => scripts.some((script) => script.text.includes(ZOD_MARKER));

function budgetBytes(): number {
  const readme = readFileSync(new URL('../../bench/README.md', import.meta.url), 'utf8');
  const match = BUDGET_LINE.exec(readme);
  if (!match?.[1]) throw new Error('bench/README.md has no "First-screen budget: N KB gzipped" line.');
  return Number(match[1]) * 1024;
}

test.use({ extraHTTPHeaders: GZIP_ONLY });

test('the search form is usable after no more JavaScript than the budget', async ({ page }) => {
  const { scripts } = await openUntilUsable(page);

  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script.encoding, script.url).toBe('gzip');
  const { totalBytes, lines } = summarize(scripts);
  const budget = budgetBytes();
  console.log(
    `Search form usable after ${(totalBytes / 1024).toFixed(1)} KB gzipped of ${budget / 1024} KB\n${lines.join('\n')}`,
  );
  expect(totalBytes, lines.join('\n')).toBeLessThanOrEqual(budget);
});

test('the zod check finds zod in the scripts once a failed submit has checked the form', async ({ page }) => {
  const { all } = await openUntilUsable(page);
  // Checking the empty form takes the search form's schema, and with it zod.
  await page.getByRole('button', { name: 'Find Appointment' }).click();
  await expect(page.getByText('Please fill out all required fields to continue')).toBeVisible();
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
  const { all } = await openUntilUsable(page);
  await page.getByRole('button', { name: 'Find Appointment' }).click();
  await expect(page.getByText('Please fill out all required fields to continue')).toBeVisible();
  await expect.poll(async () => hasZod(await all())).toBe(true);
  expect(await page.evaluate(() => (window as Window & { cspViolations?: string[] }).cspViolations)).toEqual([]);
});

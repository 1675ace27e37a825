import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

declare global {
  interface Window {
    axe?: { run: (context: Document, options: object) => Promise<AxeResults> };
  }
}

/**
 * Fails with the list of WCAG 2.x A/AA violations on the page as it is now.
 * axe-core is evaluated once per document and kept there: the app is a single page, so the later checks of a
 * journey reuse it. (@axe-core/playwright evaluates its half-megabyte source again on every check and opens a
 * second page to merge results from frames, which this app does not have: that cost seconds per check.)
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    (tags) =>
      (window.axe as NonNullable<Window['axe']>)
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((results) =>
          results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ),
    WCAG_TAGS,
  );
  expect(violations).toEqual([]);
}

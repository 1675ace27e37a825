import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { GZIP_ONLY, openUntilUsable, type Script, summarize } from '../support/first-screen-scripts.js';

/**
 * Each language's first screen (decision 057): within the budget of bench/README.md, with its own catalog and no
 * other, and a language switch that downloads one catalog chunk of at most 15 KB gzipped.
 */

const BUDGET_LINE = /^First-screen budget: (\d+(?:\.\d+)?) KB gzipped$/m;
const SWITCH_CATALOG_BUDGET = 15 * 1024;
const readme = readFileSync(new URL('../../bench/README.md', import.meta.url), 'utf8');
const budget = Number(BUDGET_LINE.exec(readme)?.[1]) * 1024;

const catalogsOf = (scripts: Script[], language: string) =>
  scripts.filter((script) => new URL(script.url).pathname.includes(`/_messages-${language}-`));

/** The scripts the page receives from now on, each with its body's size over the wire. */
function scriptsFromNow(page: Page): () => Promise<{ url: string; bytes: number }[]> {
  const seen: Promise<{ url: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    seen.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({ url: response.url(), bytes: sizes.responseBodySize })),
    );
  });
  return () => Promise.all(seen);
}

test.use({ extraHTTPHeaders: GZIP_ONLY });

for (const [language, other, path, lang] of [
  ['en', 'es', '/health-services/scheduler', 'en-US'],
  ['es', 'en', '/health-services/scheduler?lang=es', 'es-US'],
] as const) {
  test(`in ${language}, the search form is usable within the budget, with its language's catalog alone`, async ({
    page,
  }) => {
    const { scripts, all } = await openUntilUsable(page, 'search', path);
    const { totalBytes, lines } = summarize(scripts);
    console.log(
      `${language}: search form usable after ${(totalBytes / 1024).toFixed(1)} KB gzipped\n${lines.join('\n')}`,
    );
    expect(totalBytes, lines.join('\n')).toBeLessThanOrEqual(budget);
    expect(catalogsOf(scripts, language)).toHaveLength(1);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    expect(catalogsOf(await all(), other)).toEqual([]);
  });
}

test('switching language downloads one catalog chunk of at most 15 KB, on the search page and after it', async ({
  page,
}) => {
  await openUntilUsable(page);
  let received = scriptsFromNow(page);
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page.getByRole('button', { name: 'Buscar cita' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page).toHaveURL(/[?&]lang=es\b/);
  const first = (await received()).filter((script) => script.url.includes('/_messages-'));
  expect(first.map((script) => new URL(script.url).pathname)).toEqual([expect.stringMatching(/_messages-es-/)]);
  expect(first[0]!.bytes).toBeLessThanOrEqual(SWITCH_CATALOG_BUDGET);

  // Past the search page, a page takes the whole catalog of the language shown.
  received = scriptsFromNow(page);
  await page.getByRole('link', { name: 'Buscar una clínica' }).first().click();
  await expect(page).toHaveURL(/\/clinic\/locations/);
  await expect
    .poll(async () => (await received()).some((script) => script.url.includes('/_messages-es-all-')))
    .toBe(true);
  received = scriptsFromNow(page);
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page).not.toHaveURL(/[?&]lang=/);
  const back = (await received()).filter((script) => script.url.includes('/_messages-'));
  expect(back.map((script) => new URL(script.url).pathname)).toEqual([expect.stringMatching(/_messages-en-all-/)]);
  expect(back[0]!.bytes).toBeLessThanOrEqual(SWITCH_CATALOG_BUDGET);
});

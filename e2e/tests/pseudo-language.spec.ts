import { expect, type Page, test } from '@playwright/test';
import { bookShingles, weekdayAhead } from '../support/bookings.js';
import { overflowsHorizontally, pseudo, textsOutsideTheCatalog } from '../support/pseudo-language.js';
import { bookedState, seedStores } from '../support/tab-stores.js';

/**
 * The main journey in the pseudo-language (decision 057): every message accented, 40 % longer and between
 * markers. No text on the way bypassed the catalog, and at phone width no page is wider than the window.
 */

test.describe.configure({ timeout: 120_000 });

async function expectAllFromTheCatalog(page: Page, what: string) {
  await expect.poll(() => textsOutsideTheCatalog(page), { message: what, timeout: 10_000 }).toEqual([]);
  expect(await overflowsHorizontally(page), `${what} is wider than the window`).toBe(false);
}

test(
  'search, results, a held time and the patient form show catalog text alone',
  { tag: '@layout' },
  async ({ page }, info) => {
    await page.goto('/health-services/scheduler?lang=pseudo');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    const type = page.getByLabel('Appointment Type', { exact: true });
    await expect(type.getByRole('option', { name: 'Illness & Injury' })).toBeAttached();
    await expectAllFromTheCatalog(page, 'the search form');
    await type.selectOption('Illness & Injury');
    await page.getByLabel('Location', { exact: true }).fill('45202');
    const [year, month, day] = weekdayAhead(1).split('-');
    await page.getByLabel('Date', { exact: true }).fill(`${month}/${day}/${year}`);
    await page.getByRole('button', { name: 'Find Appointment' }).click();

    await expect(page.getByRole('heading', { level: 1, name: pseudo('results.heading') })).toBeVisible();
    await expect(page).toHaveURL(/[?&]lang=pseudo\b/);
    // Page 4 of the results: the other journeys hold times on the first cards of the pages before it.
    await page
      .getByRole('link', { name: pseudo('controls.pages.page', { number: 4 }) })
      .first()
      .click();
    const card = page.getByRole('article').nth(info.project.name === 'mobile' ? 1 : 0);
    await expect(card.locator('button[value]').first()).toBeVisible({ timeout: 15_000 });
    await expectAllFromTheCatalog(page, 'the results');
    for (let shown = 0; shown < 7 && !(await card.locator('button[value]').first().isVisible()); shown += 1) {
      await card.getByRole('button', { name: pseudo('results.calendar.nextDays') }).click();
    }
    await card.locator('button[value]').first().click();
    await card.getByRole('button', { name: new RegExp(`^${pseudo('results.continue')}`) }).click();

    await expect(page.locator('input[name="firstName"]')).toBeVisible({ timeout: 15_000 });
    await expectAllFromTheCatalog(page, 'the patient form');
  },
);

test('the confirmation, finding an appointment and the locator show catalog text alone', { tag: '@layout' }, async ({
  page,
  request,
}) => {
  await seedStores(page, bookedState(await bookShingles(request, false)));
  await page.goto('/health-services/scheduler/confirmation?lang=pseudo');
  await expect(page.getByRole('heading', { level: 1, name: pseudo('confirmation.heading') })).toBeVisible();
  await expectAllFromTheCatalog(page, 'the confirmation');

  await page.goto('/health-services/scheduler/manage?lang=pseudo');
  await expect(page.getByRole('heading', { level: 1, name: pseudo('manage.heading') })).toBeVisible();
  await expectAllFromTheCatalog(page, 'finding an appointment');

  await page.goto('/health-services/clinic/locations?lang=pseudo&searchText=45202');
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible({ timeout: 15_000 });
  await expectAllFromTheCatalog(page, 'the locator');
  await first.getByRole('link', { name: new RegExp(pseudo('locator.clinicDetails')) }).click();
  await expect(page.getByRole('heading', { level: 2, name: pseudo('locator.hours.heading') })).toBeVisible();
  await expectAllFromTheCatalog(page, 'a clinic page');

  await page.goto('/health/language-assistance?lang=pseudo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAllFromTheCatalog(page, 'the language-assistance notice');
});

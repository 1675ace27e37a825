import { WEB_BUILD_HEADER } from '@hs/contracts';
import { expect, type Page, test } from '@playwright/test';

/**
 * A tab that outlives a deploy (decision 046): once an answer names a build other than the tab's own, the next
 * navigation loads the page in full, so the visitor gets the build the server serves rather than old code
 * asking for files that may be gone. Until then, and while the server serves the tab's build, navigations stay
 * in the app.
 */

const FIRST_LOAD = { timeout: 30_000 };

const footerLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: 'Clinic information' }).getByRole('link', { name });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Whether the page is still the document the test marked, i.e. no navigation since has loaded a new one. */
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as Window & { markedDocument?: boolean }).markedDocument === true);

test('a tab on an older build loads the newer one on its next navigation, and not before', async ({ page }) => {
  await page.goto('/health-services/scheduler');
  // The app has rendered the form (the HTML's first view has no combobox), so its links are the app's.
  await expect(
    page.getByRole('combobox', { name: 'Appointment Type' }).locator('option', { hasText: 'Illness & Injury' }),
  ).toHaveCount(1, FIRST_LOAD);
  await page.evaluate(() => Object.assign(window, { markedDocument: true }));

  // The server serves this tab's build: the visitor moves about in the app.
  await footerLink(page, 'Clinic services').click();
  await expect(heading(page, 'Clinic Services')).toBeVisible(FIRST_LOAD);
  expect(await sameDocument(page)).toBe(true);

  // From now on the server names a newer build.
  await page.route(/\/(content|appointment-management)\//, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), [WEB_BUILD_HEADER]: '/assets/index-newer.js' } });
  });
  const answered = page.waitForResponse(/\/content\//);
  await footerLink(page, 'Schedule a clinic appointment').click();
  await expect(heading(page, 'Schedule a Clinic Appointment')).toBeVisible(FIRST_LOAD);
  await answered;
  expect(await sameDocument(page)).toBe(true);

  await page.getByRole('banner').getByRole('link', { name: 'Find a clinic' }).click();
  await expect(page).toHaveURL('/health-services/clinic/locations');
  await expect(page.getByRole('combobox', { name: 'Find a Clinic' })).toBeVisible(FIRST_LOAD);
  expect(await sameDocument(page)).toBe(false);
});

import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { watchCspViolations } from '../support/csp.js';
import {
  clinicCards,
  FIRST_LOAD,
  findButton,
  findField,
  LOCATIONS,
  openLocator,
  resultsHeading,
  searchFor,
} from '../support/locator.js';

test('@layout a ZIP search shows four clinic cards beside the map, pages through them, and Back returns', async ({
  page,
}) => {
  test.slow();
  const csp = watchCspViolations(page);
  await openLocator(page);
  await expect(page).toHaveTitle('Find a Clinic | The Local Clinic');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Find a The Local Clinic/);
  await expect(findField(page)).toHaveAttribute('placeholder', 'Enter ZIP code or City, State');
  await expectNoAxeViolations(page);

  await searchFor(page, '45202');
  expect(new URL(page.url()).searchParams.get('searchText')).toBe('45202');
  await expect(resultsHeading(page)).toHaveText(/^Showing 1-4 of \d+ clinics$/);
  await expect(clinicCards(page)).toHaveCount(4);
  const first = clinicCards(page).first();
  await expect(first.getByText('0.0 miles')).toBeVisible();
  await expect(first.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toBeVisible();
  await expect(first.getByText("Today's hours")).toBeVisible();
  await expect(first.getByText('Lunch hours')).toBeVisible();
  await expect(first.getByRole('link', { name: 'Clinic Details' })).toBeVisible();
  // Book here fixes the search to this clinic (its id), its ZIP code kept for a search nearby.
  await expect(first.getByRole('link', { name: 'Book here' })).toHaveAttribute(
    'href',
    /^\/health-services\/scheduler\?clinic=\d{8}&location=45202$/,
  );
  await expect(page.getByRole('group', { name: 'Map of the clinics found' })).toBeVisible();
  await expectNoAxeViolations(page);
  const firstPageNames = await clinicCards(page).getByRole('heading').allTextContents();

  await page.getByRole('navigation', { name: 'Clinic result pages' }).getByRole('link', { name: 'Next page' }).click();
  await expect(resultsHeading(page)).toHaveText(/^Showing 5-8 of/);
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  const secondPageNames = await clinicCards(page).getByRole('heading').allTextContents();
  expect(secondPageNames).not.toEqual(firstPageNames);
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(resultsHeading(page)).toHaveText(/^Showing 1-4 of/);
  expect(await clinicCards(page).getByRole('heading').allTextContents()).toEqual(firstPageNames);

  // A shared link restores the same search and page.
  await page.goto(`${LOCATIONS}?searchText=45202&page=2`);
  await expect(resultsHeading(page)).toHaveText(/^Showing 5-8 of/, FIRST_LOAD);
  await expect(findField(page)).toHaveValue('45202');
  expect(csp).toEqual([]);
});

test('@layout a link to a page past the last shows the last page, not "no clinics"', async ({ page }) => {
  await page.goto(`${LOCATIONS}?searchText=45202`);
  const total = Number((await resultsHeading(page).textContent({ timeout: 30_000 }))?.match(/of (\d+) clinics/)?.[1]);
  const lastPage = Math.ceil(total / 4);
  expect(lastPage).toBeGreaterThan(1);

  await page.goto(`${LOCATIONS}?searchText=45202&page=${lastPage + 5}`);
  await expect(resultsHeading(page)).toHaveText(
    `Showing ${(lastPage - 1) * 4 + 1}-${total} of ${total} clinics`,
    FIRST_LOAD,
  );
  expect(new URL(page.url()).searchParams.get('page')).toBe(String(lastPage));
  await expect(page.getByText('unable to find any clinics', { exact: false })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Past any page the search can have (it finds 50 clinics at most), too.
  await page.goto(`${LOCATIONS}?searchText=45202&page=400`);
  await expect(resultsHeading(page)).toHaveText(
    `Showing ${(lastPage - 1) * 4 + 1}-${total} of ${total} clinics`,
    FIRST_LOAD,
  );
  expect(new URL(page.url()).searchParams.get('page')).toBe(String(lastPage));
});

test('a City, ST search runs from the keyboard with Enter', async ({ page }) => {
  await openLocator(page);
  await findField(page).fill('Cincinnati, OH');
  // The place suggestions arrive as the visitor types; Escape closes them once shown, then Enter searches.
  await expect(page.getByRole('listbox')).toBeVisible(FIRST_LOAD);
  await findField(page).press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await findField(page).press('Enter');
  await expect(resultsHeading(page)).toBeVisible(FIRST_LOAD);
  expect(new URL(page.url()).searchParams.get('searchText')).toBe('Cincinnati, OH');
  await expect(clinicCards(page).first()).toContainText('Cincinnati');
});

test('@layout a typeahead prediction is picked with the arrow keys and Enter', async ({ page }) => {
  await openLocator(page);
  const field = findField(page);
  // Two characters are too few for predictions (§5).
  await field.pressSequentially('Ci');
  await page.waitForTimeout(400);
  await expect(page.getByRole('listbox')).toHaveCount(0);

  await field.pressSequentially('nc');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible(FIRST_LOAD);
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(field).toHaveAttribute('aria-controls', /.+/);
  const choice = (await options.first().textContent()) ?? '';
  expect(choice).toMatch(/^Cinc/);
  // Open, the list hides nothing of the page from assistive technology: the header's links stay reachable.
  await expectNoAxeViolations(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Find a clinic' })).toBeVisible();

  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(resultsHeading(page)).toBeVisible(FIRST_LOAD);
  expect(new URL(page.url()).searchParams.get('searchText')).toBe(choice);
  await expect(field).toHaveValue(choice);
  await expectNoAxeViolations(page);
});

test('Enter with the predictions open and none chosen searches for the text typed', async ({ page }) => {
  await openLocator(page);
  await findField(page).pressSequentially('Cincinnati, OH');
  await expect(page.getByRole('listbox')).toBeVisible(FIRST_LOAD);
  await findField(page).press('Enter');
  await expect(resultsHeading(page)).toBeVisible(FIRST_LOAD);
  expect(new URL(page.url()).searchParams.get('searchText')).toBe('Cincinnati, OH');
});

test('Escape closes the predictions and leaves the text', async ({ page }) => {
  await openLocator(page);
  await findField(page).pressSequentially('Covin');
  await expect(page.getByRole('listbox')).toBeVisible(FIRST_LOAD);
  await findField(page).press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(findField(page)).toHaveValue('Covin');
});

test('@layout "Nash" offers Nashville, where the chain has clinics, first and finds them', async ({ page }) => {
  await openLocator(page);
  await findField(page).pressSequentially('Nash');
  const first = page.getByRole('listbox').getByRole('option').first();
  await expect(first).toHaveText('Nashville, TN', FIRST_LOAD);
  await first.click();
  await expect(resultsHeading(page)).toBeVisible(FIRST_LOAD);
  await expect(clinicCards(page).first()).toContainText(/, TN \d{5}/);
});

test('@layout an empty search says what to enter and stays on the page', async ({ page }) => {
  await openLocator(page, '?searchText=45202');
  await expect(resultsHeading(page)).toBeVisible(FIRST_LOAD);
  const before = page.url();
  await findField(page).fill('   ');
  await findButton(page).click();
  await expect(page.getByText('Please enter a ZIP code or City, State.')).toBeVisible();
  await expect(findField(page)).toHaveAttribute('aria-invalid', 'true');
  expect(page.url()).toBe(before);
  await expectNoAxeViolations(page);
});

test('@layout a place with no clinics says so', async ({ page }) => {
  await openLocator(page);
  await findField(page).fill('Atlantis, ZZ');
  await findButton(page).click();
  await expect(
    page.getByText(
      'We were unable to find any clinics with the information you provided. Please broaden your search and try again.',
    ),
  ).toBeVisible(FIRST_LOAD);
  await expect(clinicCards(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('@layout a network failure offers Retry, which finds the clinics once the API answers again', async ({ page }) => {
  await openLocator(page);
  // The request is dropped at the network level: the API never answers it.
  await page.route('**/appointment-management/v1/clinics?**', (route) => route.abort('internetdisconnected'));
  await findField(page).fill('45202');
  await findButton(page).click();
  const failure = page.getByRole('alert').filter({ hasText: 'There has been a network failure. Please try again.' });
  await expect(failure).toBeVisible(FIRST_LOAD);
  await expectNoAxeViolations(page);

  await page.unroute('**/appointment-management/v1/clinics?**');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(resultsHeading(page)).toBeVisible(FIRST_LOAD);
  await expect(clinicCards(page)).toHaveCount(4);
});

test.describe('with the visitor’s position', () => {
  test.use({ geolocation: { latitude: 39.1031, longitude: -84.51202 }, permissions: ['geolocation'] });

  test('@layout the position is searched on arrival and by Search Using My Location', async ({ page }) => {
    await page.goto(LOCATIONS);
    await expect(resultsHeading(page)).toBeVisible(FIRST_LOAD);
    const params = new URL(page.url()).searchParams;
    expect(params.get('latitude')).toBe('39.1031');
    expect(params.get('longitude')).toBe('-84.512');
    expect(params.get('sortBy')).toBe('distance');
    await expectNoAxeViolations(page);

    await searchFor(page, 'Covington, KY');
    expect(new URL(page.url()).searchParams.get('latitude')).toBeNull();
    await page.getByRole('button', { name: 'Search Using My Location' }).click();
    await expect(page).toHaveURL(/latitude=39\.1031&longitude=-84\.512&sortBy=distance/);
    await expect(findField(page)).toHaveValue('');
    await expect(clinicCards(page)).toHaveCount(4);
  });
});

test.describe('with geolocation denied', () => {
  test.use({ permissions: [] });

  test('@layout there is no location button and typed searches still work', async ({ page }) => {
    await openLocator(page);
    await searchFor(page, '45202');
    await expect(page.getByRole('button', { name: 'Search Using My Location' })).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('latitude')).toBeNull();
  });
});

test('@layout an unknown clinic lands on the locator with Clinic Not Found', async ({ page }) => {
  await page.goto('/health-services/clinic/details/999/99999');
  await expect(page).toHaveURL(/\/health-services\/clinic\/locations\?invalidStoreId=1$/, FIRST_LOAD);
  await expect(page.getByText('Clinic Not Found')).toBeVisible();
  await expect(
    page.getByText(
      "We're sorry, the clinic details page requested does not exist. Please find your clinic using the search tool below.",
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Numbers that cannot name a clinic are not found either, without asking the API.
  await page.goto('/health-services/clinic/details/abc/1');
  await expect(page).toHaveURL(/invalidStoreId=1$/, FIRST_LOAD);
  await expect(page.getByText('Clinic Not Found')).toBeVisible();
});

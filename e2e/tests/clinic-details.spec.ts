import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { watchCspViolations } from '../support/csp.js';
import { clinicCards, FIRST_LOAD, findField, openLocator, resultsHeading, searchFor } from '../support/locator.js';

/** A date `days` after the browser's today, as the search form takes it. */
async function typedDateAhead(page: Page, days: number) {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
  }, days);
}

test('@layout the details page shows the clinic, and book here names it on the search form', async ({ page }) => {
  test.slow();
  const csp = watchCspViolations(page);
  await openLocator(page);
  await searchFor(page, '45202');
  const first = clinicCards(page).first();
  const name = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link', { name: 'Clinic Details' }).click();

  await expect(page).toHaveURL(/\/health-services\/clinic\/details\/\d{3}\/\d{5}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);
  await expect(page).toHaveTitle(`${name} - Clinic Details | The Local Clinic`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Cincinnati, OH/);
  await expect(page.getByRole('table', { name: /in the clinic's local time \(ET\)/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Monday / })).toBeVisible();
  await expect(page.getByText('Lunch hours today')).toBeVisible();
  await expect(page.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Services offered' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Services' })).toHaveAttribute('href', '/health/clinic/services');
  await expect(page.getByRole('link', { name: 'View Pricing' })).toHaveAttribute(
    'href',
    '/health/clinic/billing-insurance-payment',
  );
  await expect(page.getByRole('group', { name: `Map of ${name}` })).toBeVisible();

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    name,
    telephone: expect.stringMatching(/\d{3}/),
    address: { '@type': 'PostalAddress', addressLocality: 'Cincinnati', addressRegion: 'OH', postalCode: '45202' },
    geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) },
  });
  // Weekdays with the same hours go together: Mo-Fr, or Mo-Th and Fr at a clinic that closes early on Fridays.
  expect(jsonLd.openingHours[0]).toMatch(/^Mo(-(Tu|We|Th|Fr))? \d{2}:\d{2}-\d{2}:\d{2}$/);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Book an appointment here' }).click();
  await expect(page.getByRole('group', { name: 'Clinic' })).toContainText(name, FIRST_LOAD);
  expect(csp).toEqual([]);
});

test('@layout book here leads to that clinic alone with its times for the service chosen', async ({ page }) => {
  test.slow();
  await openLocator(page);
  await searchFor(page, '45202');
  // The second nearest: a search near its ZIP code alone would list another clinic first.
  const second = clinicCards(page).nth(1);
  const name = (await second.getByRole('heading').textContent()) ?? '';
  await second.getByRole('link', { name: 'Clinic Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);
  await page.getByRole('link', { name: 'Book an appointment here' }).click();

  // The form names the clinic where the location would be; the visitor picks the service and the date.
  const clinic = page.getByRole('group', { name: 'Clinic' });
  await expect(clinic).toContainText(name, FIRST_LOAD);
  await expect(page.getByRole('textbox', { name: 'Location' })).toHaveCount(0);
  const type = page.getByRole('combobox', { name: 'Appointment Type' });
  await expect(type.locator('option', { hasText: 'Illness & Injury' })).toHaveCount(1, FIRST_LOAD);
  await expect(type.locator('option', { hasText: 'Virtual Visit' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await type.selectOption('Illness & Injury');
  await page.getByRole('textbox', { name: 'Date' }).fill(await typedDateAhead(page, 1));
  await page.getByRole('button', { name: 'Find Appointment' }).click();

  await expect(page).toHaveURL(/\/health-services\/scheduler\/result\?.*clinic=\d{8}/, FIRST_LOAD);
  const card = page.getByRole('article');
  await expect(card.getByRole('heading', { name })).toBeVisible(FIRST_LOAD);
  await expect(card).toHaveCount(1);
  await expect(card.locator('button[value]').first()).toBeVisible();
  await expect(page.getByText('Clinic', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The clinics around its ZIP code are one step away.
  await page.getByRole('button', { name: /^See other clinics near \d{5}$/ }).click();
  await expect(page.getByRole('article').nth(1)).toBeVisible(FIRST_LOAD);
  expect(new URL(page.url()).searchParams.get('clinic')).toBeNull();
});

test('a clinic that fails to load offers Retry', async ({ page }) => {
  test.slow();
  await openLocator(page);
  await searchFor(page, '45202');
  const details = page.getByRole('link', { name: 'Clinic Details' }).first();
  await page.route('**/appointment-management/v1/clinic-details?**', (route) => route.abort('internetdisconnected'));
  await details.click();
  // No answer at all is mapped like a server error (§8 clinic API errors): the support message, with Retry.
  const failure = page
    .getByRole('alert')
    .filter({ hasText: /^Error:\s*Oops, something went wrong! Please contact customer support/ });
  await expect(failure).toBeVisible(FIRST_LOAD);
  await expectNoAxeViolations(page);
  await page.unroute('**/appointment-management/v1/clinic-details?**');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Services offered' })).toBeVisible(FIRST_LOAD);
});

test('keyboard only: find a clinic, open its details and start a booking', async ({ page }) => {
  test.slow();
  await openLocator(page);
  await page.locator('body').press('Tab'); // skip link
  await page.keyboard.press('Tab'); // wordmark
  await page.keyboard.press('Tab'); // Español
  await page.keyboard.press('Tab'); // Book an appointment
  await page.keyboard.press('Tab'); // Find a clinic
  await page.keyboard.press('Tab'); // Find my appointment
  await page.keyboard.press('Tab');
  await expect(findField(page)).toBeFocused();
  await page.keyboard.type('45202');
  await page.keyboard.press('Enter');
  await expect(resultsHeading(page)).toBeVisible(FIRST_LOAD);

  const details = clinicCards(page).first().getByRole('link', { name: 'Clinic Details' });
  for (
    let presses = 0;
    presses < 20 && !(await details.evaluate((link) => link === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(details).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Services offered' })).toBeVisible(FIRST_LOAD);

  const book = page.getByRole('link', { name: 'Book an appointment here' });
  for (let presses = 0; presses < 20 && !(await book.evaluate((link) => link === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(book).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Clinic' })).toBeVisible(FIRST_LOAD);
});

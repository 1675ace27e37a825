import { MIN_PATIENT_AGE_MONTHS, MIN_PATIENT_AGE_MONTHS_BY_STATE } from '@hs/domain';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';

const FIRST_LOAD = { timeout: 30_000 };

const footerLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: 'Clinic information' }).getByRole('link', { name });

const INFO_PAGES = [
  {
    link: 'Schedule a clinic appointment',
    path: '/health/clinic/schedule-appointment',
    heading: 'Schedule a Clinic Appointment',
    next: { name: 'Find an appointment', path: '/health-services/scheduler' },
  },
  {
    link: 'Clinic services',
    path: '/health/clinic/services',
    heading: 'Clinic Services',
    next: { name: 'Book an appointment', path: '/health-services/scheduler' },
  },
  {
    link: 'Billing, insurance and payment',
    path: '/health/clinic/billing-insurance-payment',
    heading: 'Billing, Insurance and Payment',
    next: { name: 'See services and prices', path: '/health/clinic/services' },
  },
  {
    link: 'Pharmacy vaccinations',
    path: '/rx/guest/vaccination-appointments',
    heading: 'Pharmacy Vaccination Appointments',
    next: { name: 'Book a vaccine at The Local Clinic', path: '/health-services/scheduler?type=Vaccines' },
  },
];

for (const info of INFO_PAGES) {
  test(`@layout ${info.heading} is reached from the footer and leads somewhere useful`, async ({ page }) => {
    await page.goto('/health-services/scheduler');
    // The footer's links arrive with the HTML; the click is for the app's own, once it has taken the page over.
    await expect(page.locator('[data-route-shell]')).toHaveCount(0, FIRST_LOAD);
    await footerLink(page, info.link).click();
    await expect(page).toHaveURL(info.path);
    await expect(page.getByRole('heading', { level: 1, name: info.heading })).toBeVisible(FIRST_LOAD);
    await expect(page).toHaveTitle(`${info.heading} | The Local Clinic`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).not.toBe(
      'Book clinic visits, vaccines, virtual visits and dietitian appointments at The Local Clinic.',
    );
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /^Call / })
        .or(page.getByRole('main').getByRole('link', { name: 'Find a clinic' }))
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('main').getByRole('link', { name: info.next.name, exact: true }).click();
    await expect(page).toHaveURL(info.next.path);
  });
}

test('@layout the pharmacy page says where pharmacy vaccines are booked and books one at the clinic', async ({
  page,
}) => {
  await page.goto('/rx/guest/vaccination-appointments');
  const main = page.getByRole('main');
  await expect(main.getByText(/Pharmacy vaccine appointments are not booked on this site/)).toBeVisible(FIRST_LOAD);
  await expect(main.getByRole('link', { name: /^Call the pharmacy: / })).toHaveAttribute('href', /^tel:/);

  await main.getByRole('link', { name: 'Book a vaccine at The Local Clinic' }).click();
  // The vaccine flow (EVERYDAY_VACCINE) is chosen; the visitor adds where and when.
  await expect(page.getByLabel('Appointment Type')).toHaveValue('Vaccines', FIRST_LOAD);
  const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
  const usDate = [inTwoDays.getMonth() + 1, inTwoDays.getDate()].map((n) => String(n).padStart(2, '0')).join('/');
  await page.getByLabel('Location').fill('45202');
  await page.getByLabel('Date').fill(`${usDate}/${inTwoDays.getFullYear()}`);
  await page.getByRole('button', { name: 'Find Appointment' }).click();
  await page.getByRole('dialog', { name: 'Need Travel Preparations?' }).getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/\/health-services\/scheduler\/prescreen\/1\?.*type=Vaccines/);
  await expect(page.getByRole('group', { name: 'Which vaccines would you like?' })).toBeVisible(FIRST_LOAD);
  await expectNoAxeViolations(page);
});

test('@layout the services page lists the catalog by category with prices', async ({ page }) => {
  await page.goto('/health/clinic/services');
  const catalog = page.getByRole('region', { name: 'Services we offer' });
  await expect(catalog.getByRole('heading', { level: 3, name: /Illness & Injury/ })).toBeVisible(FIRST_LOAD);
  await expect(catalog.getByRole('heading', { level: 3, name: /Illness & Injury/ })).toContainText('from $');
  await expect(catalog.getByText('Sick Visit', { exact: true })).toBeVisible();
  await expect(catalog.getByRole('heading', { level: 3, name: /Vaccines/ }).first()).toBeVisible();
  // A dose number is not something a visitor chooses here.
  await expect(catalog.getByText('Shingles Vaccine', { exact: true })).toHaveCount(1);
  await expect(catalog.getByText(/Dose 2/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('@layout the services page states the minimum age the booking checks and no seven-day week', async ({ page }) => {
  await page.goto('/health/clinic/services');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Clinic Services' })).toBeVisible(FIRST_LOAD);
  const tennessee = MIN_PATIENT_AGE_MONTHS_BY_STATE.TN;
  await expect(main.getByText('We see patients', { exact: false })).toHaveText(
    `We see patients ${MIN_PATIENT_AGE_MONTHS} months and older (${tennessee} months and older in Tennessee).`,
  );
  await expect(main.getByText(/seven days a week/)).toHaveCount(0);
  await expect(main.getByText(/many on Sundays/)).toBeVisible();
});

test('@layout the header leads to the locator, and the clinic area front door is the locator', async ({ page }) => {
  await page.goto('/health/clinic/services');
  await page.getByRole('banner').getByRole('link', { name: 'Find a clinic' }).click();
  await expect(page).toHaveURL('/health-services/clinic/locations');
  await expect(page.getByRole('combobox', { name: 'Find a Clinic' })).toBeVisible(FIRST_LOAD);
  await page.goto('/health-services/clinic');
  await expect(page).toHaveURL('/health-services/clinic/locations');
});

test('the clinic error page offers a way on', async ({ page }) => {
  await page.goto('/health-services/clinic/error');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops, something went wrong!' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('main').getByRole('link', { name: 'Find a clinic' })).toBeVisible();
  await expectNoAxeViolations(page);
});

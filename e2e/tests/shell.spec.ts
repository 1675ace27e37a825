import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { bookShingles, holdSickVisit, newPatient } from '../support/bookings.js';
import { watchCspViolations } from '../support/csp.js';
import { bookedState, draftAtLastStep, heldState, seedStores } from '../support/tab-stores.js';

const CONFIRMATION = '/health-services/scheduler/confirmation';
const CONFIRMED = 'Your Appointment Is Confirmed';
const SCHEDULE = '/health-services/scheduler/schedule';
const PATIENT_DETAILS = 'Patient Details';
const PATIENT_DETAILS_LEAD = 'Tell us about the person who will be seen.';
/** The entry module, which starts the app; held back or blocked, the HTML and the tab guard (a classic script) remain. */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

const withoutTheApp = (page: Page) => page.route(APP_ENTRY, (route) => route.abort());

/** The page's HTML shows the layout, and not `text`. */
async function expectLayoutWithout(page: Page, path: string, text: string) {
  await page.goto(path);
  await expect(page.getByRole('link', { name: 'The Local Clinic' })).toBeVisible();
  await expect(page.getByText(text)).toBeHidden();
}

/** Whether an h1 with `heading` was ever visible, checked on every change and every frame from the first byte on. */
async function watchForVisibleHeading(page: Page, heading: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((text) => {
    const record = () => {
      const visible = Array.from(document.querySelectorAll('h1')).some(
        (element) => element.textContent === text && element.checkVisibility(),
      );
      if (visible) Object.assign(window, { headingSeen: true });
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, attributes: true });
    const everyFrame = () => {
      record();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  }, heading);
  return () => page.evaluate(() => 'headingSeen' in window);
}

test('the search screen lists the real appointment types', { tag: '@layout' }, async ({ page }) => {
  const csp = watchCspViolations(page);
  await page.goto('/health-services/scheduler');
  await expect(page.getByRole('heading', { level: 1, name: 'Find an Appointment' })).toBeVisible();
  const type = page.getByLabel('Appointment Type');
  await expect(type.locator('option', { hasText: 'Choose one' })).toHaveCount(1);
  await expect(type.locator('option', { hasText: 'Illness & Injury' })).toHaveCount(1);
  await expect(type.locator('option', { hasText: 'Telenutrition' })).toHaveCount(1);
  const optionTexts = await type.locator('option').allTextContents();
  expect(new Set(optionTexts).size).toBe(optionTexts.length);
  await expectNoAxeViolations(page);
  expect(csp).toEqual([]);
});

test('each phone number in the footer stays on one line', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/health/clinic/services');
  const phones = page.getByRole('contentinfo').locator('a[href^="tel:"]');
  await expect(phones).toHaveCount(3);
  for (const phone of await phones.all()) {
    const number = (await phone.textContent()) ?? undefined;
    expect(await phone.evaluate((link) => link.getClientRects().length), number).toBe(1);
  }
});

test('a trailing slash is stripped', async ({ page }) => {
  const response = await page.goto('/health-services/scheduler/?type=Vaccines');
  expect(new URL(page.url()).pathname).toBe('/health-services/scheduler');
  expect(new URL(page.url()).search).toBe('?type=Vaccines');
  expect(response?.status()).toBe(200);
});

test('an unknown path shows the 404 page with the service finder', { tag: '@layout' }, async ({ page }) => {
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "Oh no 404! Can't find page." })).toBeVisible();
  await expect(page.getByRole('link', { name: /appointment/i }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the API answers unknown API paths with JSON, not the app', async ({ request }) => {
  const response = await request.get('/appointment-management/v1/nothing-here');
  expect(response.status()).toBe(404);
  const body = await response.json();
  expect(body.errors[0].status).toBe(404);
});

test('a new page starts at the top; Back and Forward return to where each page was left', async ({ page }) => {
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  // As a visitor scrolls: the page hears the scroll (in the next frame) before anything else happens.
  const scrollTo = (y: number) =>
    page.evaluate(async (top) => {
      window.scrollTo(0, top);
      await new Promise(requestAnimationFrame);
    }, y);

  await page.goto('/health-services/scheduler');
  // The form is the app's: the heading already comes with the HTML.
  await expect(page.getByRole('button', { name: 'Find Appointment' })).toBeVisible();
  await scrollTo(100_000);
  const searchOffset = await scrollY();
  expect(searchOffset).toBeGreaterThan(0);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Clinic services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clinic Services' })).toBeVisible();
  expect(await scrollY()).toBe(0);
  await scrollTo(120);
  expect(await scrollY()).toBe(120);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Find an Appointment' })).toBeVisible();
  await expect.poll(scrollY).toBe(searchOffset);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Clinic Services' })).toBeVisible();
  await expect.poll(scrollY).toBe(120);
});

// How the first view paints is the browser's own work, so these run in the full Chromium visitors use.
test.describe('the first view comes with the HTML', { tag: '@paint' }, () => {
  test.describe('before any script runs', () => {
    test.use({ javaScriptEnabled: false });

    test('the search and results pages show their heading, lead and a loading indicator', async ({ page }) => {
      await page.goto('/health-services/scheduler');
      await expect(page.getByRole('heading', { level: 1, name: 'Find an Appointment' })).toBeVisible();
      await expect(page.getByText('Book a visit at The Local Clinic inside your neighborhood store')).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('Loading the search form');
      await page.goto('/health-services/scheduler/result?type=Illness+%26+Injury&serviceIds=29&location=45202');
      await expect(page.getByRole('heading', { level: 1, name: 'Select an Appointment Time' })).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('Finding available appointments');
    });

    test('the confirmation claims no booking', async ({ page }) => {
      await expectLayoutWithout(page, CONFIRMATION, CONFIRMED);
    });
  });

  test.describe("before the app's code runs, the confirmation's heading follows the tab", () => {
    test.beforeEach(({ page }) => withoutTheApp(page));

    test('a tab without a booking does not see it', async ({ page }) => {
      await expectLayoutWithout(page, CONFIRMATION, CONFIRMED);
    });

    test('a tab with a booking sees it, with the loading indicator', async ({ page, request }) => {
      await seedStores(page, bookedState(await bookShingles(request, false)));
      await page.goto(CONFIRMATION);
      await expect(page.getByRole('heading', { level: 1, name: CONFIRMED })).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('Loading your confirmation');
    });
  });

  test.describe("before the app's code runs, the patient form's first view follows the tab", () => {
    test.beforeEach(({ page }) => withoutTheApp(page));

    test('a tab without a held time does not see it', async ({ page }) => {
      await expectLayoutWithout(page, SCHEDULE, PATIENT_DETAILS_LEAD);
    });

    test('a tab holding a time sees the heading and lead, with the loading indicator', async ({ page, request }) => {
      await seedStores(page, heldState(await holdSickVisit(request)));
      await page.goto(SCHEDULE);
      await expect(page.getByRole('heading', { level: 1, name: PATIENT_DETAILS })).toBeVisible();
      await expect(page.getByText(PATIENT_DETAILS_LEAD)).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('Loading the form');
      // The room kept for the back link, stepper and panel holds nothing a visitor or a screen reader meets.
      await expect(page.getByRole('button')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Progress' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('a tab whose form stopped on a later sub-page does not see it', async ({ page, request }) => {
      await seedStores(page, heldState(await holdSickVisit(request)), draftAtLastStep(newPatient()));
      await expectLayoutWithout(page, SCHEDULE, PATIENT_DETAILS_LEAD);
    });
  });

  test('the patient form then takes its place: one heading, the held time in the panel', async ({ page, request }) => {
    await seedStores(page, heldState(await holdSickVisit(request)));
    await page.goto(SCHEDULE);
    await expect(page.getByRole('form', { name: PATIENT_DETAILS })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText(PATIENT_DETAILS_LEAD)).toHaveCount(1);
    await expect(page.getByRole('complementary', { name: 'Appointments (1)' })).toContainText('Sick Visit');
    await expect(page.getByText('Loading the form')).toHaveCount(0);
  });

  test('a tab without a booking never sees the confirmation heading on its way to the search form', async ({
    page,
  }) => {
    const seenConfirmed = await watchForVisibleHeading(page, CONFIRMED);
    await page.goto(CONFIRMATION);
    await expect(page.getByRole('heading', { level: 1, name: 'Find an Appointment' })).toBeVisible();
    await expect(page).toHaveURL(/\/health-services\/scheduler$/);
    expect(await seenConfirmed()).toBe(false);
  });

  test('the same watch sees the heading in a tab with a booking', async ({ page, request }) => {
    await seedStores(page, bookedState(await bookShingles(request, false)));
    const seenConfirmed = await watchForVisibleHeading(page, CONFIRMED);
    await page.goto(CONFIRMATION);
    await expect(page.getByTestId('confirmation-code')).toBeVisible();
    expect(await seenConfirmed()).toBe(true);
  });

  test('a visitor who scrolls it before the app starts stays where they scrolled to', async ({ page }) => {
    let startApp = () => {};
    const appHeldBack = new Promise<void>((resolve) => {
      startApp = resolve;
    });
    await page.route(APP_ENTRY, async (route) => {
      await appHeldBack;
      await route.continue();
    });
    await page.goto('/health-services/scheduler', { waitUntil: 'commit' });
    await expect(page.getByText('Book a visit at The Local Clinic inside your neighborhood store')).toBeVisible();
    // The view can be scrolled once its stylesheet has laid it out, which may come a moment after its text.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, 100_000);
          return Math.round(window.scrollY);
        }),
      )
      .toBeGreaterThan(0);
    startApp();
    await expect(page.getByRole('button', { name: 'Find Appointment' })).toBeAttached();
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(0);
  });

  test('the page then takes its place, leaving one heading and no loading indicator', async ({ page }) => {
    await page.goto('/health-services/scheduler');
    await expect(page.getByRole('button', { name: 'Find Appointment' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText('Book a visit at The Local Clinic inside your neighborhood store')).toHaveCount(1);
    await expect(page.getByText('Loading the search form')).toHaveCount(0);
  });
});

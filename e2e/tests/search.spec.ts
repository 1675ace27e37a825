import { BLUR_ALERT_DELAY_MS } from '@hs/domain';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';

const MAIN = '/health-services/scheduler';

/** A date `days` after the browser's today, as typed in the form and as sent in the query. */
async function dateAhead(page: Page, days: number) {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    const [y, m, d] = [date.getFullYear(), pad(date.getMonth() + 1), pad(date.getDate())];
    return { typed: `${m}/${d}/${y}`, iso: `${y}-${m}-${d}` };
  }, days);
}

const typeSelect = (page: Page) => page.getByRole('combobox', { name: 'Appointment Type' });
const locationField = (page: Page) => page.getByRole('textbox', { name: 'Location' });
const dateField = (page: Page) => page.getByRole('textbox', { name: 'Date' });
const submit = (page: Page) => page.getByRole('button', { name: 'Find Appointment' });

/** The first visit loads the page's code and the catalog; a busy CI machine can take a while. */
const FIRST_LOAD = { timeout: 15_000 };

async function openSearch(page: Page) {
  await page.goto(MAIN);
  await expect(typeSelect(page).locator('option', { hasText: 'Illness & Injury' })).toHaveCount(1, FIRST_LOAD);
}

async function fill(page: Page, type: string, location: string, date: string) {
  await typeSelect(page).selectOption(type);
  await locationField(page).fill(location);
  await dateField(page).fill(date);
}

test.describe('search form validation', () => {
  test('an empty submit shows the banner and every required message, focusing the first field', {
    tag: '@layout',
  }, async ({ page }) => {
    await openSearch(page);
    await submit(page).click();

    const banner = page.getByRole('alert').filter({ hasText: 'Please fill out all required fields to continue' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link')).toHaveText([
      'Appointment Type is a required field.',
      'Location is a required field.',
      'Date is invalid',
    ]);
    await expect(typeSelect(page)).toBeFocused();
    await expect(typeSelect(page)).toHaveAccessibleDescription('Error: Appointment Type is a required field.');
    await expect(locationField(page)).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test('short location, impossible date, past date and the location limit', async ({ page }) => {
    await openSearch(page);
    await fill(page, 'Illness & Injury', 'D', '02/30/2030');
    await submit(page).click();
    await expect(locationField(page)).toHaveAccessibleDescription('Error: Location must be 2 characters or more.');
    await expect(dateField(page)).toHaveAccessibleDescription('Error: Date is invalid');
    await expect(locationField(page)).toBeFocused();

    const yesterday = await dateAhead(page, -1);
    const today = await dateAhead(page, 0);
    await dateField(page).fill(yesterday.typed);
    await submit(page).click();
    await expect(dateField(page)).toHaveAccessibleDescription(`Error: Date must be on or after ${today.typed}.`);

    await locationField(page).fill('x'.repeat(120));
    await expect(locationField(page)).toHaveValue('x'.repeat(100));
    await expect(locationField(page)).toHaveAttribute('placeholder', 'ZIP or City, State');
    await expect(dateField(page)).toHaveAttribute('placeholder', 'mm/dd/yyyy');
  });

  test('a field left invalid shows its error a quarter second after the blur, and not when focus comes back', async ({
    page,
  }) => {
    await page.clock.install();
    await openSearch(page);
    // Times are taken in the page: from the field's blur to the moment it is marked invalid, and to focus back.
    const watchField = () =>
      locationField(page).evaluate((field) => {
        const times = { left: 0, back: 0, invalid: 0 };
        field.addEventListener('blur', () => (times.left ||= performance.now()));
        field.addEventListener('focus', () => (times.back ||= performance.now()));
        new MutationObserver(() => {
          if (field.getAttribute('aria-invalid') === 'true') times.invalid ||= performance.now();
        }).observe(field, { attributes: true, attributeFilter: ['aria-invalid'] });
        Object.assign(window, { blurTimes: times });
      });
    const times = () =>
      page.evaluate(
        () => (window as unknown as { blurTimes: { left: number; back: number; invalid: number } }).blurTimes,
      );

    await locationField(page).fill('D');
    await watchField();
    // Left for the date and back 100 ms later on the page's clock, held still in between: on a busy machine a real
    // 100 ms timer can fire after the error's own, and the test would then judge a visitor who came back late.
    await page.clock.pauseAt(Date.now() + 1_000);
    await dateField(page).evaluate((field) => field.focus());
    await page.clock.runFor(100);
    await locationField(page).evaluate((field) => field.focus());
    await expect(locationField(page)).toBeFocused();
    await page.clock.runFor(BLUR_ALERT_DELAY_MS * 3);
    const cameBack = await times();
    expect(cameBack.left).toBeGreaterThan(0);
    expect(cameBack.back - cameBack.left).toBeLessThan(BLUR_ALERT_DELAY_MS);
    expect(cameBack.invalid).toBe(0);
    await expect(locationField(page)).not.toHaveAttribute('aria-invalid');

    await page.clock.resume();
    await page.reload();
    await expect(typeSelect(page).locator('option', { hasText: 'Illness & Injury' })).toHaveCount(1, FIRST_LOAD);
    await locationField(page).fill('D');
    await watchField();
    await page.keyboard.press('Tab');
    await expect(dateField(page)).toBeFocused();
    await expect(locationField(page)).toHaveAccessibleDescription('Error: Location must be 2 characters or more.');
    const left = await times();
    expect(left.invalid - left.left).toBeGreaterThanOrEqual(BLUR_ALERT_DELAY_MS);
    // Focus stays where the visitor put it; the message is announced by the field's live region.
    await expect(dateField(page)).toBeFocused();
    await expect(
      page.locator('[aria-live="polite"]').filter({ hasText: 'Location must be 2 characters or more.' }),
    ).toHaveCount(1);

    await locationField(page).fill('Dayton, OH');
    await expect(locationField(page)).not.toHaveAttribute('aria-invalid');
  });

  test("a category's configured message shows when it is chosen", async ({ page }) => {
    await openSearch(page);
    await typeSelect(page).selectOption('Travel Vaccines');
    await expect(page.getByText('Book 4 to 6 weeks before you travel.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("'location unavailable' handed back by results shows under Location", async ({ page }) => {
    await page.goto(`${MAIN}?error=locationUnavailable&location=Nome%2C+AK`);
    await expect(page.getByRole('alert')).toHaveText(
      /We're unable to find a provider in this location\. Please enter another city, state, or ZIP code and try again\./,
    );
    await expect(locationField(page)).toHaveValue('Nome, AK');
    await expectNoAxeViolations(page);
  });

  test('a server error handed back by results shows the connection banner', async ({ page }) => {
    await page.goto(`${MAIN}?error=Server+Error`);
    await expect(page.getByRole('alert')).toHaveText(
      /We're having trouble connecting at the moment\. Please try again shortly\./,
    );
  });
});

test.describe('in-person search', () => {
  for (const location of ['Cincinnati, OH', '45202']) {
    test(`from '${location}' reaches results with the search in the query`, async ({ page }) => {
      await openSearch(page);
      const when = await dateAhead(page, 2);
      await fill(page, 'Illness & Injury', location, when.typed);
      await submit(page).click();

      await page.waitForURL((url) => url.pathname === `${MAIN}/result`);
      const query = new URL(page.url()).searchParams;
      expect(Object.fromEntries(query)).toEqual({
        type: 'Illness & Injury',
        location,
        date: when.iso,
        serviceIds: '29',
      });
    });
  }

  test('keyboard only: Tab, typing and Enter submit the search', async ({ page }) => {
    await openSearch(page);
    const when = await dateAhead(page, 1);
    for (let i = 0; i < 12; i++) {
      if (await typeSelect(page).evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(typeSelect(page)).toBeFocused();
    await page.keyboard.type('Illness');
    await expect(typeSelect(page)).toHaveValue('Illness & Injury');
    await page.keyboard.press('Tab');
    await expect(locationField(page)).toBeFocused();
    await page.keyboard.type('Cincinnati, OH');
    await page.keyboard.press('Tab');
    await expect(dateField(page)).toBeFocused();
    await page.keyboard.type(when.typed);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `${MAIN}/result`);
    expect(new URL(page.url()).searchParams.get('location')).toBe('Cincinnati, OH');
  });
});

test.describe('virtual visit state selection', () => {
  test('preselects the typed state, lists licensed states by name and needs a choice', async ({ page }) => {
    await openSearch(page);
    const when = await dateAhead(page, 1);
    await fill(page, 'Virtual Visit', 'Denver, CO', when.typed);
    await submit(page).click();

    const dialog = page.getByRole('dialog', { name: 'Where are you located?' });
    const state = dialog.getByRole('combobox', { name: 'State during your visit' });
    await expect(state).toHaveValue('CO');
    await expect(state).toBeFocused();
    const names = await state.locator('option').allTextContents();
    expect(names[0]).toBe('Choose One');
    const stateNames = names.slice(1);
    expect(stateNames).toEqual([...stateNames].sort((a, b) => a.localeCompare(b, 'en-US')));
    expect(stateNames).toContain('Colorado');
    for (const unlicensed of ['Alaska', 'Hawaii', 'North Dakota', 'Vermont'])
      expect(stateNames).not.toContain(unlicensed);
    await expectNoAxeViolations(page);

    await state.selectOption('');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(state).toHaveAccessibleDescription('Error: Please choose the state you will be in during your visit.');
    await expectNoAxeViolations(page);

    await state.selectOption('Colorado');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === `${MAIN}/result`);
    const query = new URL(page.url()).searchParams;
    expect(query.get('licensureState')).toBe('CO');
    expect(query.get('type')).toBe('Virtual Visit');
  });

  test("a ZIP code and the state chosen in the question find that state's virtual providers", async ({ page }) => {
    await openSearch(page);
    await fill(page, 'Virtual Visit', '45202', (await dateAhead(page, 1)).typed);
    await submit(page).click();
    const dialog = page.getByRole('dialog', { name: 'Where are you located?' });
    await dialog.getByRole('combobox').selectOption('Ohio');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === `${MAIN}/result`);
    await expect(page.getByRole('article').first()).toBeVisible(FIRST_LOAD);
    expect(new URL(page.url()).searchParams.get('error')).toBeNull();
  });

  test('Cancel closes the modal and keeps the form', async ({ page }) => {
    await openSearch(page);
    await fill(page, 'Virtual Visit', 'Colorado', (await dateAhead(page, 1)).typed);
    await submit(page).click();
    const dialog = page.getByRole('dialog', { name: 'Where are you located?' });
    await expect(dialog.getByRole('combobox')).toHaveValue('CO');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(submit(page)).toBeFocused();
    expect(new URL(page.url()).pathname).toBe(MAIN);
  });
});

test.describe('travel vaccines offer', () => {
  test("Vaccines asks 'Need Travel Preparations?' and 'No' goes on to the prescreen", async ({ page }) => {
    await openSearch(page);
    await fill(page, 'Vaccines', 'Cincinnati, OH', (await dateAhead(page, 3)).typed);
    await submit(page).click();
    const dialog = page.getByRole('dialog', { name: 'Need Travel Preparations?' });
    await expect(dialog.getByRole('button', { name: 'Add Travel Vaccines' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'No', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `${MAIN}/prescreen/1`);
    expect(new URL(page.url()).searchParams.get('shouldAddPromotion')).toBeNull();
  });

  test("'Add Travel Vaccines' carries the promotion into the prescreen", async ({ page }) => {
    await openSearch(page);
    await fill(page, 'Vaccines', '45202', (await dateAhead(page, 3)).typed);
    await submit(page).click();
    await page.getByRole('button', { name: 'Add Travel Vaccines' }).click();
    await page.waitForURL((url) => url.pathname === `${MAIN}/prescreen/1`);
    expect(new URL(page.url()).searchParams.get('shouldAddPromotion')).toBe('true');
  });
});

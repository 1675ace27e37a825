import { clinicsPath, servicesPath } from '@hs/contracts';
import { BLUR_ALERT_DELAY_MS, BUSINESS_NAMES } from '@hs/domain';
import { expect, type Page, test } from '@playwright/test';
import { holdTimers } from '../support/held-timers.js';

/**
 * Nothing the visitor waits for waits on a quiet period, an idle callback or a timer (ARCHITECTURE, web rules).
 * The page's timers of a tenth of a second or more and its idle callbacks are held back (support/held-timers.ts),
 * and the answers come from memory, so the network is quiet from the start: what the visitor waits for must
 * still come. The zero-delay tasks libraries hand work on with still run.
 */

const HOLD_FROM_MS = 100;
const FIRST_LOAD = { timeout: 30_000 };

/** Answers these GETs from a copy fetched beforehand: nothing the page asks them for is on its way for long. */
async function answerFromMemory(page: Page, paths: string[]) {
  for (const path of paths) {
    const stored = await page.request.get(path);
    const body = await stored.body();
    await page.route(
      (url) => url.pathname + url.search === path,
      (route) => route.fulfill({ status: stored.status(), headers: stored.headers(), body }),
    );
  }
}

test('the appointment types are listed while every timer and idle callback is held back', async ({ page }) => {
  const query = BUSINESS_NAMES.map((name) => `filter.businessNames=${name}`).join('&');
  await answerFromMemory(page, [`${servicesPath}?${query}`]);
  const timers = await holdTimers(page, HOLD_FROM_MS);
  await page.goto('/health-services/scheduler');
  const types = page.getByRole('combobox', { name: 'Appointment Type' });
  await expect(types.locator('option', { hasText: 'Illness & Injury' })).toHaveCount(1, FIRST_LOAD);

  // The control: the error of a field left invalid shows BLUR_ALERT_DELAY_MS after the blur, by a timer the page
  // sets, so it shows only once the held timers are let go.
  const location = page.getByRole('textbox', { name: 'Location' });
  await location.fill('D');
  await location.blur();
  await page.waitForTimeout(4 * BLUR_ALERT_DELAY_MS);
  await expect(location).not.toHaveAttribute('aria-invalid', 'true');
  await timers.release();
  await expect(location).toHaveAccessibleDescription('Error: Location must be 2 characters or more.');
});

test("a clinic's hours show while every timer and idle callback is held back", async ({ page }) => {
  const clinics = await (await page.request.get(`${clinicsPath}?filter.freeFormAddress=45202`)).json();
  const id: string = clinics.data.clinics[0].id;
  await holdTimers(page, HOLD_FROM_MS);
  await page.goto(`/health-services/clinic/details/${id.slice(0, 3)}/${id.slice(3)}`);
  await expect(page.getByRole('row', { name: /^Monday / })).toBeVisible(FIRST_LOAD);
});

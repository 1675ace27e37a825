import { ACCORDION_EXPAND_MS } from '@hs/domain';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';

const MAIN = '/health-services/scheduler';
const HEADING = 'Find an Appointment';

/** Serves the scheduler's texts with the search heading collapsible, whatever the seeded content says. */
async function serveCollapsibleHeading(page: Page) {
  await page.route('**/content/textcollection/1.0.0/scheduler.json', async (route) => {
    const response = await route.fetch();
    const document = await response.json();
    await route.fulfill({ response, json: { ...document, searchForm: { ...document.searchForm, collapsible: true } } });
  });
}

const toggle = (page: Page) =>
  page.getByRole('heading', { level: 1, name: HEADING }).getByRole('button', { name: HEADING });
const locationField = (page: Page) => page.getByRole('textbox', { name: 'Location' });
interface ExpandSeen {
  /** The animation's duration as the browser runs it, in ms. */
  declared: number;
  /** animationend's elapsed time, in ms. */
  elapsed: number;
  pressedAt: number;
  endedAt: number;
}

/** Watches the panel the toggle controls for its next expand animation. */
async function watchExpand(page: Page) {
  const panelId = await toggle(page).getAttribute('aria-controls');
  await page.evaluate((id) => {
    const element = document.getElementById(id ?? '');
    if (!element) throw new Error('the toggle controls no panel');
    const seen = { declared: 0, elapsed: 0, pressedAt: 0, endedAt: 0 };
    document.addEventListener(
      'keydown',
      () => {
        seen.pressedAt = performance.now();
      },
      { capture: true, once: true },
    );
    element.addEventListener('animationstart', () => {
      seen.declared = Number(element.getAnimations()[0]?.effect?.getTiming().duration ?? 0);
    });
    element.addEventListener('animationend', (event) => {
      seen.endedAt = performance.now();
      seen.elapsed = event.elapsedTime * 1000;
    });
    Object.assign(window, { expandSeen: seen });
  }, panelId);
  return {
    seen: () => page.evaluate(() => (window as unknown as { expandSeen: ExpandSeen }).expandSeen),
    computedDuration: () =>
      page.evaluate((id) => getComputedStyle(document.getElementById(id ?? '') as Element).animationDuration, panelId),
  };
}

test.describe('collapsible search heading', () => {
  test.beforeEach(async ({ page }) => {
    await serveCollapsibleHeading(page);
  });

  // The page may ask for its texts again as a test ends; that answer is no longer part of the test.
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('@layout folds and unfolds the form by keyboard, expanding over 500 ms', async ({ page }) => {
    await page.goto(MAIN);
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
    await expect(locationField(page)).toBeVisible();

    for (let i = 0; i < 8 && !(await toggle(page).evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(toggle(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(locationField(page)).toBeHidden();
    await expectNoAxeViolations(page);

    const expand = await watchExpand(page);
    await page.keyboard.press('Space');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(locationField(page)).toBeVisible();
    await expect.poll(async () => (await expand.seen()).endedAt).toBeGreaterThan(0);
    const seen = await expand.seen();
    expect(seen.declared).toBe(ACCORDION_EXPAND_MS);
    expect(seen.elapsed).toBe(ACCORDION_EXPAND_MS);
    // Timed from the key press, which comes before the animation starts however late its start event is
    // delivered; less a frame or two, as the animation's clock reads the frame's start time.
    expect(seen.endedAt - seen.pressedAt).toBeGreaterThanOrEqual(ACCORDION_EXPAND_MS - 50);
    expect(await expand.computedDuration()).toBe(`${ACCORDION_EXPAND_MS / 1000}s`);
    await toggle(page).press('Tab');
    await expect(page.getByRole('combobox', { name: 'Appointment Type' })).toBeFocused();
  });

  test('with reduced motion the form opens at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(MAIN);
    // The visitor folds the form they see: the heading's button can show before the form's code has arrived.
    await expect(locationField(page)).toBeVisible({ timeout: 15_000 });
    await toggle(page).click();
    await expect(locationField(page)).toBeHidden();
    const expand = await watchExpand(page);
    await toggle(page).click();
    await expect(locationField(page)).toBeVisible();
    expect(await expand.computedDuration()).toBe('0s');
  });
});

import { expect, type Page, test } from '@playwright/test';
import { firstScreenPages, holdBackServices } from '../support/first-screen-pages.js';
import { openUntilUsable } from '../support/first-screen-scripts.js';
import { type FirstScreen, isJudged } from '../support/first-screen-usable.js';
import { findField } from '../support/locator.js';

/**
 * The moment each first screen counts as usable (support/first-screen-usable.ts), checked against the journeys'
 * own view of the page: the controls the probe judged are those the journeys find by role and name, and at that
 * moment they already do what a visitor asks of them.
 */

/** What a visitor does first on each screen, on the elements the probe must have judged the page by. */
const firstUse: Record<FirstScreen, (page: Page) => Promise<void>> = {
  search: async (page) => {
    const type = page.getByRole('combobox', { name: 'Appointment Type' });
    const submit = page.getByRole('button', { name: 'Find Appointment' });
    expect(await isJudged(type)).toBe(true);
    expect(await isJudged(submit)).toBe(true);
    await type.selectOption('Illness & Injury');
    await expect(type).toHaveValue('Illness & Injury');
    // The rest is left empty: the form answers the submit with what is missing.
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Location is a required field.' })).toBeVisible();
  },
  results: async (page) => {
    const card = page.getByRole('main').getByRole('article').first();
    const time = card.locator('button[value]').filter({ visible: true }).first();
    expect(await isJudged(card)).toBe(true);
    expect(await isJudged(time)).toBe(true);
    await time.click();
    await expect(time).toHaveAttribute('aria-pressed', 'true');
  },
  'patient form': async (page) => {
    const form = page.getByRole('form', { name: 'Patient Details' });
    const firstName = form.getByLabel("Patient's legal first name", { exact: true });
    expect(await isJudged(form)).toBe(true);
    expect(await isJudged(firstName)).toBe(true);
    await firstName.fill('Quill');
    await expect(firstName).toHaveValue('Quill');
  },
  'clinic details': async (page) => {
    const hours = page.getByRole('table', { name: /in the clinic's local time/ });
    expect(await isJudged(hours)).toBe(true);
    await expect(hours.getByRole('row', { name: /^Monday / })).toBeVisible();
  },
  'find my appointment': async (page) => {
    const code = page.getByRole('main').getByLabel('Confirmation Code');
    expect(await isJudged(code)).toBe(true);
    await code.fill('ABCD-1234');
    await expect(code).toHaveValue('ABCD-1234');
  },
  locator: async (page) => {
    expect(await isJudged(findField(page))).toBe(true);
    await findField(page).fill('45202');
    await expect(findField(page)).toHaveValue('45202');
  },
};

for (const screen of Object.keys(firstUse) as FirstScreen[]) {
  test(`the ${screen} page is usable at the moment the probe says so`, async ({ page, request }) => {
    const target = (await firstScreenPages(request)).find((candidate) => candidate.screen === screen);
    if (!target) throw new Error(`No page for ${screen}.`);
    await target.prepare?.(page);
    const usable = await openUntilUsable(page, screen, target.path);
    expect(usable.ms).toBeGreaterThan(0);
    await firstUse[screen](page);
  });
}

test('the search form is not usable while its appointment types are on their way', async ({ page }) => {
  const answeredAt = await holdBackServices(page, 2000);
  await openUntilUsable(page);
  expect(Date.now()).toBeGreaterThanOrEqual(answeredAt());
});

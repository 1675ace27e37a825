import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';

/** A page of a journey in Spanish: its heading, `<html lang>` and no WCAG violation. */
export async function checkSpanishPage(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expectNoAxeViolations(page);
}

/** The first time a results card offers, paging on past days without any (a closed clinic, a day already over). */
export async function pickFirstSlot(card: Locator) {
  for (let shown = 0; shown < 7; shown += 1) {
    const slot = card.locator('button[value]').first();
    if (await slot.isVisible()) {
      await slot.click();
      await expect(slot).toHaveAttribute('aria-pressed', 'true');
      return;
    }
    await card.getByRole('button', { name: 'Días siguientes' }).click();
  }
  throw new Error('The card offered no time within a week.');
}

/** mm/dd/yyyy of an ISO date, as the date fields take it. */
export const typedDate = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
};

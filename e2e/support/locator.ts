import { expect, type Page } from '@playwright/test';

export const LOCATIONS = '/health-services/clinic/locations';

/** The first visit loads the page's code; a busy machine can take a while. */
export const FIRST_LOAD = { timeout: 30_000 };

export const findField = (page: Page) => page.getByRole('combobox', { name: 'Find a Clinic' });
/**
 * While predictions show, the combobox hides the rest of the page from assistive technology; a pointer still
 * reaches Find beside the field, which is what these clicks stand for.
 */
export const findButton = (page: Page) => page.getByRole('button', { name: 'Find', exact: true, includeHidden: true });
export const clinicCards = (page: Page) => page.getByRole('main').getByRole('article');
export const resultsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Showing / });

/** Opens the locator and waits until its search field is ready. */
export async function openLocator(page: Page, query = '') {
  await page.goto(`${LOCATIONS}${query}`);
  await expect(findField(page)).toBeVisible(FIRST_LOAD);
}

/** Types a place and presses Find. */
export async function searchFor(page: Page, text: string) {
  await findField(page).fill(text);
  await findButton(page).click();
  await expect(resultsHeading(page)).toBeVisible(FIRST_LOAD);
}

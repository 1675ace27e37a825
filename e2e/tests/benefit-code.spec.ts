import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';

const BENEFIT_CODES = '/health-services/scheduler/benefit-codes';

const codeField = (page: Page) => page.getByRole('textbox', { name: 'Benefit code' });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

test.beforeEach(async ({ page }) => {
  await page.goto(BENEFIT_CODES);
  await expect(
    page.getByRole('heading', { level: 1, name: 'A benefit code is needed to find availability' }),
  ).toBeVisible();
});

test('the page is not indexed and is accessible', async ({ page }) => {
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolations(page);
});

test('an empty entry asks for a code', async ({ page }) => {
  await continueButton(page).click();
  await expect(codeField(page)).toHaveAccessibleDescription(/Error: You must enter a benefit code\./);
  await expect(codeField(page)).toBeFocused();
  await expectNoAxeViolations(page);
});

test('an expired code is refused', async ({ page }) => {
  await codeField(page).fill('EXPIRED2025');
  await continueButton(page).click();
  await expect(codeField(page)).toHaveAccessibleDescription(
    /Error: Your benefit code entry is invalid\. Please try again\./,
  );
  await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true');
});

test('a valid code leads to the search with the verified badge, and into the results query', async ({ page }) => {
  await codeField(page).fill('wellness2026');
  await continueButton(page).click();

  await page.waitForURL((url) => url.pathname === '/health-services/scheduler');
  await expect(page.getByText('Benefit code has been verified')).toBeVisible();
  await expectNoAxeViolations(page);

  const type = page.getByRole('combobox', { name: 'Appointment Type' });
  await expect(type.locator('option', { hasText: 'Illness & Injury' })).toHaveCount(1, { timeout: 15_000 });
  await type.selectOption('Illness & Injury');
  await page.getByRole('textbox', { name: 'Location' }).fill('45202');
  const date = await page.evaluate(() => {
    const d = new Date();
    d.setDate(d.getDate() + 1);
    return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
  });
  await page.getByRole('textbox', { name: 'Date' }).fill(date);
  await page.getByRole('button', { name: 'Find Appointment' }).click();
  await page.waitForURL((url) => url.pathname === '/health-services/scheduler/result');
  expect(new URL(page.url()).searchParams.get('benefitCode')).toBe('WELLNESS2026');
});

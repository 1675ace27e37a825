import { expect, test } from '@playwright/test';
import { addDays, format, subMonths } from 'date-fns';
import { expectNoAxeViolations } from '../support/axe.js';
import { holdSickVisitNear } from '../support/bookings.js';
import { heldState, seedStores } from '../support/tab-stores.js';

// Searching, holding and the form's first load can take most of a minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

/**
 * The §9 age rule in the patient form, by the clinic's state: at a Tennessee clinic a patient must be 18
 * months old, so a 17-month-old who could book in Ohio is told so, and a patient of exactly 18 months may go on.
 */
test('a Tennessee clinic refuses a patient under 18 months on the patient form', async ({ page, request }) => {
  const held = await holdSickVisitNear(request, 'Nashville, TN');
  expect(held.provider.licensureState).toBe('TN');
  await seedStores(page, heldState(held));

  const now = new Date();
  const eighteenMonthsToday = subMonths(now, 18);
  const oneDayShort = addDays(eighteenMonthsToday, 1);
  const form = page.getByRole('form', { name: 'Patient Details' });
  const bornOn = async (day: Date) => {
    await form.getByLabel('Month', { exact: true }).fill(format(day, 'MM'));
    await form.getByLabel('Day', { exact: true }).fill(format(day, 'dd'));
    await form.getByLabel('Year', { exact: true }).fill(format(day, 'yyyy'));
  };

  await page.goto('/health-services/scheduler/schedule');
  await expect(form).toBeVisible({ timeout: 15_000 });
  await bornOn(oneDayShort);
  await page.getByRole('button', { name: 'Continue' }).click();

  const dateOfBirth = form.getByRole('group', { name: 'Date of birth' });
  await expect(dateOfBirth).toHaveAccessibleDescription(/Patient must be 18 months or older\./);
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill out all required fields' })).toContainText(
    'Patient must be 18 months or older.',
  );
  await expectNoAxeViolations(page);

  await bornOn(eighteenMonthsToday);
  await expect(dateOfBirth).not.toHaveAccessibleDescription(/months or older/);
});

import { expect, type Page, test } from '@playwright/test';
import { addDays, format, subMonths } from 'date-fns';
import { holdSickVisitNear } from '../support/bookings.js';
import { findButton, findField, openLocator } from '../support/locator.js';
import { dataOf, storedAnalyticsEvents } from '../support/stored-analytics.js';
import { heldState, seedStores } from '../support/tab-stores.js';

/**
 * §7's form events from the three forms outside the search: the clinic locator, find my appointment and the
 * patient form. Each rule a submit breaks is stored under its own name, and a form left half-filled for
 * another page is stored as abandoned with its last field, never with what was typed.
 */

// Holding a time and the patient form's first load can take most of a minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('@layout the locator, find my appointment and the patient form report broken rules and abandonment', async ({
  page,
  request,
}) => {
  const { stored, refused } = storedAnalyticsEvents(page);

  // The locator: a blank search, then a few digits left in the field for another page.
  await openLocator(page);
  await findButton(page).click();
  await expect(page.getByText('Please enter a ZIP code or City, State.')).toBeVisible();
  await findField(page).fill('4520');
  await mainNavigation(page).getByRole('link', { name: 'Find my appointment' }).click();

  // Find my appointment: nothing, then a code that is not one and a day that does not exist; then left.
  await expect(page.getByRole('heading', { level: 1, name: 'Find My Appointment' })).toBeVisible();
  const lookup = page.getByRole('main');
  await lookup.getByRole('button', { name: 'Find Appointment' }).click();
  await expect(lookup.getByText('This is a required field.')).toHaveCount(3);
  await lookup.getByLabel('Confirmation Code').fill('not a code');
  await lookup.getByLabel("Patient's Last Name").fill('Okonkwo');
  await lookup.getByLabel('Date of Birth').fill('13/45/1984');
  await lookup.getByRole('button', { name: 'Find Appointment' }).click();
  await expect(lookup.getByLabel('Date of Birth')).toHaveAttribute('aria-invalid', 'true');
  await mainNavigation(page).getByRole('link', { name: 'Book an appointment' }).click();
  await expect(page.getByRole('button', { name: 'Find Appointment' })).toBeVisible();
  // The report leaves on the route change; the full load below would drop its answer if it came first.
  await expect
    .poll(() => dataOf(stored, 'form-field-abandonment').map(({ form }) => form))
    .toEqual(['locator', 'manage']);

  // The patient form at a Tennessee clinic: a patient a day short of 18 months, and no last name.
  const held = await holdSickVisitNear(request, 'Nashville, TN');
  await seedStores(page, heldState(held));
  await page.goto('/health-services/scheduler/schedule');
  const form = page.getByRole('form', { name: 'Patient Details' });
  await expect(form).toBeVisible({ timeout: 15_000 });
  const tooYoung = addDays(subMonths(new Date(), 18), 1);
  await form.getByLabel("Patient's legal first name").fill('Ada');
  await form.getByLabel('Month', { exact: true }).fill(format(tooYoung, 'MM'));
  await form.getByLabel('Day', { exact: true }).fill(format(tooYoung, 'dd'));
  await form.getByLabel('Year', { exact: true }).fill(format(tooYoung, 'yyyy'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription(
    /Patient must be 18 months or older\./,
  );

  const patientErrors = () => dataOf(stored, 'user-constraint-error').filter((data) => data.form === 'patientDetails');
  await expect.poll(() => patientErrors().length).toBeGreaterThan(3);
  expect(refused).toEqual([]);

  const constraintErrors = dataOf(stored, 'user-constraint-error').map(({ form, fieldName, rule }) => [
    form,
    fieldName,
    rule,
  ]);
  expect(constraintErrors.filter(([form]) => form !== 'patientDetails')).toEqual([
    ['locator', 'searchText', 'required'],
    ['manage', 'confirmCode', 'required'],
    ['manage', 'lastName', 'required'],
    ['manage', 'dateOfBirth', 'required'],
    ['manage', 'confirmCode', 'pattern'],
    ['manage', 'dateOfBirth', 'dateInvalid'],
  ]);
  const patientRules = Object.fromEntries(patientErrors().map(({ fieldName, rule }) => [fieldName, rule]));
  expect(patientRules).toMatchObject({ dobMonth: 'minimumAge', lastName: 'required', isMobileNum: 'required' });
  expect(Object.values(patientRules)).not.toContain('custom');

  expect(dataOf(stored, 'form-field-abandonment')).toEqual([
    expect.objectContaining({ form: 'locator', fieldName: 'searchText' }),
    // A failed submit puts focus back on the first field at fault, which the visitor then leaves.
    expect.objectContaining({ form: 'manage', fieldName: 'confirmCode' }),
  ]);
  const posted = JSON.stringify(stored);
  for (const typed of ['4520', 'not a code', 'Okonkwo', '13/45/1984', 'Ada']) {
    expect(posted).not.toContain(typed);
  }
});

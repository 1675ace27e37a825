import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { addDays, bookSickVisit, holdSickVisit, newPatient, type Patient, today } from '../support/bookings.js';
import { watchCspViolations } from '../support/csp.js';
import { fillPatientDetails, radio } from '../support/patient-details.js';
import { draftAtLastStep, heldState, seedStores } from '../support/tab-stores.js';

/**
 * The patient form (schedule) against the real server and demo data: a sick visit from a time held on the
 * results screen to the confirmation, by mouse and by keyboard, the address dialog, and the booking error
 * modals, with axe checks on every step (at both widths for the full journey). Every patient has a name of their own.
 */

const SCHEDULE = '/health-services/scheduler/schedule';
/** The first load fetches the page's code and content; parallel runs on one machine can make that slow. */
const FIRST_LOAD = { timeout: 15_000 };
const BOOKINGS = '/appointment-management/v2/appointments';

const subPage = (page: Page, name: string) => page.getByRole('form', { name });

async function checkStep(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(subPage(page, name)).toBeVisible();
  await expectNoAxeViolations(page);
}

/** Opens the form at its last sub-page for the hold and patient, answers the consents and books. */
async function bookFromLastStep(page: Page, held: Parameters<typeof heldState>[0], patient: Patient) {
  await seedStores(page, heldState(held), draftAtLastStep(patient));
  await page.goto(SCHEDULE);
  const general = subPage(page, 'Consent to Treatment');
  await expect(general).toBeVisible(FIRST_LOAD);
  for (const legend of [/no-show policy/, /health information exchange/, /patient portal/]) {
    await radio(general, legend, 'Yes').check();
  }
  await general.getByRole('button', { name: 'Book Appointment' }).click();
}

/** The first time the card offers, paging on past days without any (a closed clinic, a day already over). */
async function pickFirstSlot(card: Locator) {
  for (let page = 0; page < 7; page += 1) {
    const slot = card.locator('button[value]').first();
    if (await slot.isVisible()) {
      await slot.click();
      await expect(slot).toHaveAttribute('aria-pressed', 'true');
      return;
    }
    await card.getByRole('button', { name: 'Next days' }).click();
  }
  throw new Error('The card offered no time within a week.');
}

test.describe.configure({ timeout: 120_000 });

test(
  'a sick visit held on the results screen is booked through every step',
  { tag: '@layout' },
  async ({ page }, info) => {
    const csp = watchCspViolations(page);
    const patient = newPatient();
    // From tomorrow: a time later today can pass while a slow machine fills the form, and the API then refuses it.
    const date = addDays(today, 1);
    const query = new URLSearchParams({ type: 'Illness & Injury', location: '45202', date, serviceIds: '29' });
    // Page 2 of results: the results tests hold times on the first cards of page 1.
    await page.goto(`/health-services/scheduler/result?${query}&page=2`);
    const card = page.getByRole('article').nth(info.project.name === 'mobile' ? 1 : 0);
    await expect(card).toBeVisible({ timeout: 15_000 });
    await pickFirstSlot(card);
    await card.getByRole('button', { name: /^Continue/ }).click();
    await page.waitForURL(`**${SCHEDULE}`);

    await checkStep(page, 'Patient Details');
    const panel = page.getByRole('complementary', { name: 'Appointments (1)' });
    await expect(panel).toContainText('Sick Visit');
    await expect(panel).toContainText(/at \d{1,2}:\d{2} [AP]M ET/);
    await expect(panel.getByRole('timer')).toHaveText(/^\d+:\d{2}$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please fill out all required fields to continue' });
    await expect(summary).toBeFocused();
    await checkStep(page, 'Patient Details');

    await fillPatientDetails(page, patient, { mobile: true });
    await page.reload();
    await expect(page.getByLabel("Patient's legal first name", { exact: true })).toHaveValue(patient.firstName);
    await page.getByRole('button', { name: 'Continue' }).click();

    await checkStep(page, 'Reason for Visit');
    await page.getByRole('checkbox', { name: 'Sore throat' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await checkStep(page, 'Insurance Information');
    await radio(page.locator('main'), 'Does the patient have health insurance?', 'Yes').check();
    await page.getByRole('button', { name: 'Add secondary insurance' }).click();
    await checkStep(page, 'Insurance Information');
    await page.getByRole('button', { name: 'Remove secondary insurance' }).click();
    await radio(page.locator('main'), 'Does the patient have health insurance?', 'No').check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await checkStep(page, 'Financial Responsibility');
    await expect(page.getByRole('complementary', { name: /Appointments/ })).toHaveCount(0);
    const consentText = page.getByRole('region', { name: 'Financial Responsibility Agreement' });
    await expect(consentText).toHaveCSS('max-height', '500px');
    await expect(consentText).toHaveCSS('overflow-y', 'auto');
    await page.getByLabel("Patient's legal name", { exact: true }).fill(`${patient.firstName} ${patient.lastName}`);
    await page.getByLabel('Your relationship to the patient', { exact: true }).selectOption('Self');
    await page.getByRole('button', { name: 'Agree and Continue' }).click();

    await checkStep(page, 'Notice of Privacy Practices');
    await radio(page.locator('main'), /Notice of Privacy Practices/, 'Yes').check();
    await page.getByRole('button', { name: 'Agree and Continue' }).click();

    await checkStep(page, 'Consent to Treatment');
    for (const legend of [/no-show policy/, /health information exchange/, /patient portal/]) {
      await radio(page.locator('main'), legend, 'Yes').check();
    }
    const booking = page.waitForRequest((request) => request.url().endsWith(BOOKINGS) && request.method() === 'POST');
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    const sent = await booking;
    expect(sent.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    const body = sent.postDataJSON();
    expect(body).toMatchObject({
      serviceIds: [29],
      tags: ['with-care'],
      notes: ['Sore throat'],
      basicInfo: { firstName: patient.firstName, phone: '513-555-0142', dateOfBirth: '1988-04-09', gender: 'female' },
      consentDetails: { consentToTreat: 'Yes', smsConsent: 'Yes', privacyPolicyConsent: 'Yes' },
      insuranceInfo: { hasInsurance: 'No' },
    });
    expect(body.reservationCode).toMatch(/^[A-Za-z0-9_-]{16,}$/);

    await page.waitForURL('**/health-services/scheduler/confirmation');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Appointment Is Confirmed' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Patient Details' })).toContainText(patient.firstName);
    expect(await page.evaluate(() => sessionStorage.getItem('tlc.scheduler.patient-form'))).toBeNull();
    expect(csp).toEqual([]);
  },
);

/** Presses Tab until `target` has focus: the way a keyboard user moves through the form. */
async function tabTo(page: Page, target: Locator) {
  for (let n = 0; n < 60; n += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the field.');
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

test('the whole form can be completed with the keyboard alone', async ({ page, request }) => {
  const held = await holdSickVisit(request);
  const patient = newPatient();
  await seedStores(page, heldState(held));
  await page.goto(SCHEDULE);
  const form = subPage(page, 'Patient Details');
  await expect(form).toBeVisible(FIRST_LOAD);
  await page.locator('body').focus();

  await typeInto(page, form.getByLabel("Patient's legal first name", { exact: true }), patient.firstName);
  await typeInto(page, form.getByLabel("Patient's legal last name", { exact: true }), patient.lastName);
  await typeInto(page, form.getByLabel('Month', { exact: true }), '04');
  await typeInto(page, form.getByLabel('Day', { exact: true }), '09');
  await typeInto(page, form.getByLabel('Year', { exact: true }), '1988');
  await tabTo(page, radio(form, 'Sex assigned at birth', 'Male'));
  await page.keyboard.press('ArrowRight');
  await expect(radio(form, 'Sex assigned at birth', 'Female')).toBeChecked();
  for (const [label, text] of [
    ['Gender', 'Female'],
    ['Race', 'Asian'],
    ['Ethnicity', 'Not Hispanic'],
  ] as const) {
    await typeInto(page, form.getByLabel(label), text);
  }
  await expect(form.getByLabel('Gender', { exact: true })).toHaveValue('female');
  await typeInto(page, form.getByLabel('Street address', { exact: true }), '100 Main St');
  await typeInto(page, form.getByLabel('City', { exact: true }), 'Cincinnati');
  await typeInto(page, form.getByLabel('State', { exact: true }), 'Ohio');
  await expect(form.getByLabel('State', { exact: true })).toHaveValue('OH');
  await typeInto(page, form.getByLabel('ZIP code', { exact: true }), '45202');
  await typeInto(page, form.getByLabel('County', { exact: true }), 'Hamilton');
  await typeInto(page, form.getByLabel('Phone number', { exact: true }), '513-555-0142');
  await typeInto(page, form.getByLabel('Confirm phone number', { exact: true }), '5135550142');
  await tabTo(page, radio(form, 'Is this a mobile number?', 'Yes'));
  await page.keyboard.press('ArrowRight');
  await typeInto(page, form.getByLabel('Email address', { exact: true }), patient.email);
  await typeInto(page, form.getByLabel('Confirm email address', { exact: true }), patient.email);
  await page.keyboard.press('Enter');

  const notes = subPage(page, 'Reason for Visit');
  await expect(page.getByRole('heading', { level: 1, name: 'Reason for Visit' })).toBeFocused();
  await tabTo(page, notes.getByRole('checkbox', { name: 'Sore throat' }));
  await page.keyboard.press('Space');
  await tabTo(page, notes.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  const insurance = subPage(page, 'Insurance Information');
  await tabTo(page, radio(insurance, 'Does the patient have health insurance?', 'Yes'));
  await page.keyboard.press('ArrowRight');
  await expect(radio(insurance, 'Does the patient have health insurance?', 'No')).toBeChecked();
  await page.keyboard.press('Enter');

  const financial = subPage(page, 'Financial Responsibility');
  await tabTo(page, page.getByRole('region', { name: 'Financial Responsibility Agreement' }));
  await page.keyboard.press('PageDown');
  await typeInto(
    page,
    financial.getByLabel("Patient's legal name", { exact: true }),
    `${patient.firstName} ${patient.lastName}`,
  );
  await typeInto(page, financial.getByLabel('Your relationship to the patient', { exact: true }), 'Self');
  await tabTo(page, financial.getByRole('button', { name: 'Agree and Continue' }));
  await page.keyboard.press('Enter');

  const privacy = subPage(page, 'Notice of Privacy Practices');
  await tabTo(page, radio(privacy, /Notice of Privacy Practices/, 'Yes'));
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');

  const general = subPage(page, 'Consent to Treatment');
  for (const legend of [/no-show policy/, /health information exchange/, /patient portal/]) {
    await tabTo(page, radio(general, legend, 'Yes'));
    await page.keyboard.press('Space');
  }
  await tabTo(page, general.getByRole('button', { name: 'Book Appointment' }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/health-services/scheduler/confirmation');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Appointment Is Confirmed' })).toBeVisible();
});

test('a misspelt city is offered its verified spelling', async ({ page, request }) => {
  const held = await holdSickVisit(request);
  await seedStores(page, heldState(held));
  await page.goto(SCHEDULE);
  await expect(subPage(page, 'Patient Details')).toBeVisible(FIRST_LOAD);
  await fillPatientDetails(page, newPatient(), { city: 'Cincinati', mobile: true });
  await page.getByRole('button', { name: 'Continue' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm Your Address' });
  await expect(dialog).toContainText(
    'We found this verified address that closely matches what you entered. Do you want us to update your address?',
  );
  await expect(dialog.getByRole('radio', { name: 'Verified address' })).toBeVisible();
  await expect(dialog).toContainText('100 Main St, Cincinnati, OH 45202');
  await expect(dialog).toContainText('100 Main St, Cincinati, OH 45202');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Use Selected Address' }).click();
  await expect(dialog.getByText('You must select an address.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Verified address' }).check();
  await dialog.getByRole('button', { name: 'Use Selected Address' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Reason for Visit' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Cincinnati');
});

test('a slot booked by someone else first opens Appointment Conflict', async ({ page, request }) => {
  const held = await holdSickVisit(request);
  // Another visitor takes the time (twice, for a clinic that sees two patients at once).
  expect((await bookSickVisit(request, held, newPatient(), true)).status()).toBe(201);
  await bookSickVisit(request, held, newPatient(), false);
  await bookFromLastStep(page, held, newPatient());
  const dialog = page.getByRole('dialog', { name: 'Appointment Conflict' });
  await expect(dialog).toContainText(
    "We're sorry, a conflict has occurred and the appointment can not be booked for the selected date and time. Please go back and schedule for an alternative date or time.",
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Check Availability' }).click();
  await page.waitForURL('**/health-services/scheduler/result?**');
  expect(page.url()).toContain('serviceIds=29');
});

test('booking the same patient twice on one day opens the already-booked modal', async ({ page, request }) => {
  const patient = newPatient();
  const first = await holdSickVisit(request);
  expect((await bookSickVisit(request, first, patient, true)).status()).toBe(201);
  const second = await holdSickVisit(request, first);
  await bookFromLastStep(page, second, patient);
  const dialog = page.getByRole('dialog', { name: 'Looks like you already have an appointment' });
  await expect(dialog).toContainText('check your confirmation email');
  await expect(dialog.getByRole('button', { name: 'Schedule Appointment' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Quit' }).click();
  await page.waitForURL('**/health/clinic/schedule-appointment');
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('tlc.scheduler') ?? '{}'));
  expect(stored.appointment).toBeUndefined();
  expect(await page.evaluate(() => sessionStorage.getItem('tlc.scheduler.patient-form'))).toBeNull();
});

test('without a held appointment the form sends the visitor to the search', async ({ page }) => {
  await page.goto(SCHEDULE);
  await page.waitForURL('**/health-services/scheduler');
  await expect(page.getByRole('heading', { level: 1, name: 'Find an Appointment' })).toBeVisible();
});

test('leaving the form for a page outside the flow forgets what was typed; a refresh keeps it', async ({
  page,
  request,
}) => {
  const held = await holdSickVisit(request);
  await seedStores(page, heldState(held), draftAtLastStep(newPatient()));
  const draft = () => page.evaluate(() => sessionStorage.getItem('tlc.scheduler.patient-form'));
  await page.goto(SCHEDULE);
  await expect(subPage(page, 'Consent to Treatment')).toBeVisible(FIRST_LOAD);
  await page.reload();
  await expect(subPage(page, 'Consent to Treatment')).toBeVisible(FIRST_LOAD);
  expect(await draft()).not.toBeNull();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find a clinic' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find a Clinic' })).toBeVisible();
  await expect.poll(draft).toBeNull();
});

import { readFile } from 'node:fs/promises';
import { BLUR_ALERT_DELAY_MS, formatConfirmCode } from '@hs/domain';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { bookShingles } from '../support/bookings.js';
import { watchCspViolations } from '../support/csp.js';
import {
  asOwnClient,
  expectSeatHoldable,
  findAppointment,
  MANAGE,
  openAppointment,
  openManage,
  slotButtons,
  tabTo,
  timeOf,
} from '../support/manage.js';
import { bookedState, seedStores } from '../support/tab-stores.js';

const CONFIRMATION = '/health-services/scheduler/confirmation';
const CODE_SHAPE = 'A confirmation code has 10 letters and numbers, like 7KQ4-9XM2-PD.';
const MISMATCH =
  'We could not find an appointment with those details. Please check the confirmation code, last name and date of birth.';

/** The .ics the confirmation page's Add to Calendar downloads. */
async function calendarFile(page: Page): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Add to Calendar/ }).click();
  return readFile((await (await downloading).path())!, 'utf8');
}

const uidOf = (ics: string) => ics.split('\r\n').find((line) => line.startsWith('UID:'));

test('book, find it by code, last name and date of birth, move it to another day and see it confirmed', {
  tag: '@layout',
}, async ({ page, request }) => {
  // The whole journey with four accessibility scans: longer than one page's test.
  test.slow();
  const visit = await bookShingles(request, false);
  await asOwnClient(page);
  const csp = watchCspViolations(page);
  await seedStores(page, bookedState(visit));
  await page.goto(CONFIRMATION);
  const modify = page.getByRole('region', { name: 'Modify Appointment' });
  // The phone number stays as the fallback; the configuration may take a moment on a busy machine.
  await expect(modify.getByRole('link', { name: '1-800-555-0142' })).toBeVisible({ timeout: 20_000 });
  const before = await calendarFile(page);
  expect(before).toContain('SEQUENCE:0');
  await modify.getByRole('link', { name: 'Reschedule' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Find My Appointment' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${MANAGE}$`));
  await expect(page.getByLabel('Confirmation Code')).toHaveValue(visit.appointment.confirmCode);
  await expectNoAxeViolations(page);
  await findAppointment(page, visit, { code: formatConfirmCode(visit.appointment.confirmCode).toLowerCase() });

  const details = page.getByRole('region', { name: 'Your Appointment' });
  await expect(details).toContainText('Shingles Vaccine Dose 1');
  await expect(details).toContainText(/\d{1,2}:\d{2} [AP]M ET/);
  await expect(details).toContainText(visit.provider.vanityName);
  await expect(details).toContainText('Booked');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Reschedule' }).click();
  const oldDay = visit.appointment.timestamp.slice(0, 10);
  const slots = slotButtons(page);
  await expect(slots.first()).toBeVisible({ timeout: 15_000 });
  // A narrow calendar shows fewer days, which may all be the booked day: page on until another day shows.
  let target: string | undefined;
  for (let shown = 0; shown < 7 && !target; shown += 1) {
    const values = await slots.evaluateAll((buttons) => buttons.map((button) => (button as HTMLButtonElement).value));
    target = values.find((value) => value.slice(0, 10) !== oldDay);
    if (!target) await page.getByRole('button', { name: 'Next days' }).click();
  }
  if (!target) throw new Error('The calendar offered no time on another day within a week.');
  await page.locator(`button[value="${target}"]`).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm New Time' }).click();

  // Back on the confirmation page, which shows the new time.
  await expect(page.getByRole('heading', { level: 1, name: 'Your Appointment Is Confirmed' })).toBeVisible({
    timeout: 20_000,
  });
  const newTime = timeOf(target, visit.appointment.timezone);
  const appointments = page.getByRole('region', { name: 'Your Appointments' });
  await expect(appointments).toContainText(newTime);
  await expectNoAxeViolations(page);
  // The calendar entry is the same event (same UID), moved: SEQUENCE counts the move.
  const after = await calendarFile(page);
  expect(after).toContain('SEQUENCE:1');
  expect(uidOf(after)).toBe(uidOf(before));

  // The old seat is free again: another visitor can hold it.
  await expectSeatHoldable(request, visit);
  expect(csp).toEqual([]);
});

test('a time taken by another visitor between display and confirm is refused, and the appointment stays', async ({
  page,
  request,
}) => {
  const visit = await bookShingles(request, false);
  await openAppointment(page, visit);
  await page.getByRole('button', { name: 'Reschedule' }).click();
  const slots = slotButtons(page);
  await expect(slots.first()).toBeVisible({ timeout: 15_000 });
  const slot = slots.nth(1);
  const value = (await slot.getAttribute('value'))!;
  await slot.click();

  // Another visitor holds that very time first.
  const taken = await request.post('/appointment-management/v1/appointment-reservations', {
    data: {
      serviceId: 105,
      businessName: 'tlc',
      reservationTime: value.slice(0, 19).replace('T', ' '),
      locationNumber: visit.provider.providerId,
    },
  });
  expect(taken.status()).toBe(201);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Unfortunately, the time selected was just booked. Please select a new time.',
  );
  await expect(page.getByRole('button', { name: 'Confirm New Time' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Keep Current Time' }).click();
  const oldTime = timeOf(visit.appointment.timestamp, visit.appointment.timezone);
  await expect(page.getByTestId('managed-time')).toContainText(oldTime);
});

test('a wrong last name gets the one message for any mismatch', async ({ page, request }) => {
  const visit = await bookShingles(request, false);
  await openAppointment(page, visit, { lastName: 'Someoneelse' });
  await expect(page.getByRole('alert')).toHaveText(new RegExp(MISMATCH.replace(/[.]/g, '\\.')));
  await expect(page.getByRole('region', { name: 'Your Appointment' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('@layout a slip in the code is named at once and spends none of the five attempts', async ({ page, request }) => {
  const visit = await bookShingles(request, false);
  await openManage(page);
  const lookups: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/appointments/lookup')) lookups.push(sent.url());
  });
  const code = formatConfirmCode(visit.appointment.confirmCode);
  for (const slip of ['not a code', code.slice(0, -1)]) {
    await findAppointment(page, visit, { code: slip });
    await expect(page.getByText(CODE_SHAPE)).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Confirmation Code')).toBeFocused();
  }
  expect(lookups).toEqual([]);
  await expectNoAxeViolations(page);
  // All five attempts are still there: the right code finds the appointment.
  await findAppointment(page, visit);
  await expect(page.getByRole('region', { name: 'Your Appointment' })).toBeVisible();
});

test('a slow press on Find straight from the code still lands on the code in error', async ({ page, request }) => {
  const visit = await bookShingles(request, false);
  await openManage(page);
  const form = page.getByRole('main');
  await form.getByLabel("Patient's Last Name").fill(visit.patient.lastName);
  await form.getByLabel('Date of Birth').fill('07/19/1984');
  await form.getByLabel('Confirmation Code').fill('not a code');
  // Pressing Find leaves the code, and the press outlasts the blur alert delay: the code's error must not push
  // Find from under the pointer before the release, or the press is no click and no submit moves focus.
  await form.getByRole('button', { name: 'Find Appointment' }).click({ delay: 2 * BLUR_ALERT_DELAY_MS });
  await expect(page.getByText(CODE_SHAPE)).toBeVisible();
  await expect(form.getByLabel('Confirmation Code')).toBeFocused();
});

test('past five wrong attempts the visitor is told when to try again', async ({ page, request }) => {
  const visit = await bookShingles(request, false);
  await openManage(page);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const answer = page.waitForResponse((response) => response.url().endsWith('/appointments/lookup'));
    await findAppointment(page, visit, { lastName: `Wrong${String.fromCharCode(97 + attempt)}` });
    expect((await answer).status()).toBe(404);
  }
  await findAppointment(page, visit);
  await expect(page.getByRole('alert')).toContainText('Too many attempts. Please try again in 15 minutes.');
  await expectNoAxeViolations(page);
});

test('the whole way with the keyboard only: find the appointment, move it, then cancel it', async ({
  page,
  request,
}) => {
  const visit = await bookShingles(request, false);
  await openManage(page);
  await tabTo(page, page.getByLabel('Confirmation Code'));
  await page.keyboard.type(visit.appointment.confirmCode.toLowerCase());
  await page.keyboard.press('Tab');
  await page.keyboard.type(visit.patient.lastName);
  await page.keyboard.press('Tab');
  await page.keyboard.type('07/19/1984');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Your Appointment' })).toContainText('Booked');

  await tabTo(page, page.getByRole('button', { name: 'Reschedule' }));
  await page.keyboard.press('Enter');
  const slots = slotButtons(page);
  await expect(slots.first()).toBeVisible({ timeout: 15_000 });
  await tabTo(page, page.locator('button[value][tabindex="0"]'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.locator('button[value][aria-pressed="true"]')).toHaveCount(1);
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Confirm New Time' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your appointment has been rescheduled.')).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Cancel Appointment' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel Appointment' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(page, dialog.getByRole('button', { name: 'Cancel Appointment' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your appointment has been canceled!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your Appointment' })).toContainText('Canceled');
});

test('the header, the canceled page and the 404 page lead to it', async ({ page }) => {
  await page.goto('/health-services/scheduler/no-such-page');
  await page.getByRole('main').getByRole('link', { name: 'Find my appointment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find My Appointment' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find my appointment' }),
  ).toBeVisible();
  await page.goto('/health-services/scheduler/canceled');
  await expect(page.getByRole('main').getByRole('link', { name: 'Find my appointment' })).toBeVisible();
});

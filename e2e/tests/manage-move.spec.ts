import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { bookShingles, bookVirtualVisit } from '../support/bookings.js';
import {
  asOwnClient,
  expectSeatHoldable,
  findAppointment,
  openAppointment,
  slotButtons,
  tabTo,
  timeOf,
} from '../support/manage.js';
import { bookedState, seedStores } from '../support/tab-stores.js';

/** The option's clinic name: options read 'vanity name (distance)'. */
const clinicNameOf = (label: string | null) => (label ?? '').replace(/ \([^)]*\)$/, '');
/** The times of a clinic its choice names: the choice leaves out the brand its full name starts with. */
const timesAt = (page: Page, choiceName: string) =>
  page.getByRole('group', {
    name: new RegExp(
      `^Appointment times at (The Local Clinic at )?${choiceName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
    ),
  });

/**
 * The values of the slot buttons on screen. A clinic may have no times on the calendar's first day (on a phone the
 * calendar shows one day, and a clinic closed that day, a Sunday, say, shows none): the visitor then takes the page's
 * "See Next Available Appointment", as the journey does, whatever the day it runs on.
 */
async function slotValues(page: Page): Promise<string[]> {
  const nextAvailable = page.getByRole('button', { name: /^See Next Available Appointment/ });
  await expect(slotButtons(page).first().or(nextAvailable)).toBeVisible({ timeout: 15_000 });
  if (await nextAvailable.isVisible()) await nextAvailable.click();
  await expect(slotButtons(page).first()).toBeVisible({ timeout: 15_000 });
  return slotButtons(page).evaluateAll((buttons) => buttons.map((button) => (button as HTMLButtonElement).value));
}

/**
 * A time at the nearest other clinic that no other journey takes: the moves to another clinic all land there, at
 * both widths at once, so each takes its own time counted from the end of the list (journeys booking from results
 * take the first ones).
 */
async function ownTimeAtNextClinic(page: Page, lane: number): Promise<string> {
  const values = await slotValues(page);
  const width = test.info().project.name === 'mobile' ? 1 : 0;
  const target = values.at(-1 - 2 * lane - width);
  if (!target) throw new Error(`Fewer than ${2 * lane + width + 1} times are on screen.`);
  return target;
}

/** A reschedule request as the page sent it. */
function watchMoves(page: Page): unknown[] {
  const moves: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/reschedule')) moves.push(request.postDataJSON());
  });
  return moves;
}

test('move to another clinic: pick a nearby clinic by keyboard, hold a time there and see the new clinic and time', {
  tag: '@layout',
}, async ({ page, request }) => {
  // Three accessibility scans and two searches on a shared machine: longer than one page's test.
  test.slow();
  const visit = await bookShingles(request, false);
  const moves = watchMoves(page);
  await openAppointment(page, visit);
  const details = page.getByRole('region', { name: 'Your Appointment' });
  await expect(details).toContainText(visit.provider.vanityName);
  await page.getByRole('button', { name: 'Reschedule' }).click();

  const clinic = page.getByRole('combobox', { name: 'Clinic' });
  await expect(clinic).toHaveValue(visit.provider.providerId);
  await expect(clinic.locator('option').first()).toHaveText(/\(current clinic\)$/);
  await expect.poll(() => clinic.locator('option').count(), { timeout: 15_000 }).toBeGreaterThan(1);
  // A phone's select shows a label's start: there the clinics must differ, not share the brand.
  const labels = await clinic.locator('option').allTextContents();
  expect(labels.filter((label) => label.startsWith('The Local Clinic'))).toEqual([]);
  await slotValues(page);
  await expectNoAxeViolations(page);

  // Keyboard: the choice is a tab stop, and an arrow key picks the next clinic, nearest first.
  await tabTo(page, clinic, 40);
  await page.keyboard.press('ArrowDown');
  const otherId = await clinic.inputValue();
  expect(otherId).not.toBe(visit.provider.providerId);
  const otherName = clinicNameOf(await clinic.locator(`option[value="${otherId}"]`).textContent());
  await expect(timesAt(page, otherName)).toBeVisible({
    timeout: 15_000,
  });
  const target = await ownTimeAtNextClinic(page, 0);
  await page.locator(`button[value="${target}"]`).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  // Before confirming, the visitor sees where and when the held seat is.
  const held = page.getByTestId('held-times');
  await expect(held).toContainText(otherName);
  await expect(held).toContainText(timeOf(target, visit.appointment.timezone));
  await expect(clinic).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm New Time' }).click();

  await expect(page.getByText('Your appointment has been rescheduled.')).toBeVisible({ timeout: 20_000 });
  await expect(details).toContainText(otherName);
  await expect(page.getByTestId('managed-time')).toContainText(timeOf(target, visit.appointment.timezone));
  expect(moves).toEqual([expect.objectContaining({ locationNumber: otherId, dateTime: expect.any(String) })]);
  await expectNoAxeViolations(page);

  // The seat at the first clinic is free again: another visitor can hold it.
  await expectSeatHoldable(request, visit);
});

test("a virtual visit moves to another time for the patient's state, among the states licensed", async ({
  page,
  request,
}) => {
  test.slow();
  const visit = await bookVirtualVisit(request, 'OH');
  const moves = watchMoves(page);
  await openAppointment(page, visit);
  const details = page.getByRole('region', { name: 'Your Appointment' });
  await expect(details).toContainText('Virtual Care');
  await page.getByRole('button', { name: 'Reschedule' }).click();

  // Nothing tells the page where the patient is: the state is asked for, among the licensed ones only.
  const state = page.getByRole('combobox', { name: "Patient's State" });
  await expect(state).toHaveValue('');
  await expect(page.getByText("Choose the patient's state to see the times available.")).toBeVisible();
  await expect(state.locator('option[value="AK"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await state.selectOption('OH');

  // Another time of day, so the time shown proves the move.
  const oldTime = timeOf(visit.appointment.timestamp, visit.appointment.timezone);
  const target = (await slotValues(page)).find((value) => timeOf(value, visit.appointment.timezone) !== oldTime)!;
  await page.locator(`button[value="${target}"]`).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm New Time' }).click();

  await expect(page.getByText('Your appointment has been rescheduled.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('managed-time')).toContainText(timeOf(target, visit.appointment.timezone));
  await expect(details).toContainText('Virtual Care');
  expect(moves).toEqual([expect.objectContaining({ licensureState: 'OH', locationNumber: visit.provider.providerId })]);
});

test('moved to another clinic from the confirmation page, the confirmation shows the new clinic', async ({
  page,
  request,
}) => {
  test.slow();
  const visit = await bookShingles(request, false);
  await asOwnClient(page);
  await seedStores(page, bookedState(visit));
  await page.goto('/health-services/scheduler/confirmation');
  const modify = page.getByRole('region', { name: 'Modify Appointment' });
  await expect(modify.getByRole('link', { name: '1-800-555-0142' })).toBeVisible({ timeout: 20_000 });
  await modify.getByRole('link', { name: 'Reschedule' }).click();
  await findAppointment(page, visit);
  await page.getByRole('button', { name: 'Reschedule' }).click();

  const clinic = page.getByRole('combobox', { name: 'Clinic' });
  await expect.poll(() => clinic.locator('option').count(), { timeout: 15_000 }).toBeGreaterThan(1);
  await clinic.selectOption({ index: 1 });
  const otherName = clinicNameOf(await clinic.locator('option:checked').textContent());
  await expect(timesAt(page, otherName)).toBeVisible({
    timeout: 15_000,
  });
  const target = await ownTimeAtNextClinic(page, 1);
  await page.locator(`button[value="${target}"]`).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm New Time' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your Appointment Is Confirmed' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { level: 3, name: otherName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your Appointments' })).toContainText(
    timeOf(target, visit.appointment.timezone),
  );
});

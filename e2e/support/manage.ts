import { randomInt } from 'node:crypto';
import { formatConfirmCode } from '@hs/domain';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { BookedVisit } from './bookings.js';

/** What the manage page journeys share: finding an appointment, its reschedule calendar, keyboard moves. */

export const MANAGE = '/health-services/scheduler/manage';

/**
 * Each test is a client of its own (the server trusts the proxy's X-Forwarded-For here), so the guess limit
 * one test runs into does not block another.
 */
export async function asOwnClient(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.${randomInt(1, 255)}.${randomInt(1, 255)}` });
}

export async function findAppointment(
  page: Page,
  visit: BookedVisit,
  details: { code?: string; lastName?: string } = {},
) {
  const form = page.getByRole('main');
  await form.getByLabel('Confirmation Code').fill(details.code ?? formatConfirmCode(visit.appointment.confirmCode));
  await form.getByLabel("Patient's Last Name").fill(details.lastName ?? visit.patient.lastName.toLowerCase());
  await form.getByLabel('Date of Birth').fill('07/19/1984');
  await form.getByRole('button', { name: 'Find Appointment' }).click();
}

/** The manage page, opened as a client of its own. */
export async function openManage(page: Page) {
  await asOwnClient(page);
  await page.goto(MANAGE);
}

/** The manage page showing the visit, found by its code, last name and date of birth (or the details given). */
export async function openAppointment(page: Page, visit: BookedVisit, details?: { code?: string; lastName?: string }) {
  await openManage(page);
  await findAppointment(page, visit, details);
}

/** The slot buttons of the calendar on screen, with their ISO values. */
export const slotButtons = (page: Page) =>
  page.getByRole('region', { name: 'Choose a New Time' }).locator('button[value]');

/** Presses Tab until the element has focus, as a keyboard user would; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 25) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** A slot value's time on the provider's clock, as the pages show it ("2:15 PM"). */
export const timeOf = (value: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(value));

/** An instant on the provider's wall clock, 'YYYY-MM-DD HH:mm:ss', as holds are asked for. */
const wallClockOf = (value: string, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(value));

/** The seat a moved shingles visit left is free again: another visitor can hold it. */
export async function expectSeatHoldable(request: APIRequestContext, visit: BookedVisit) {
  const hold = await request.post('/appointment-management/v1/appointment-reservations', {
    data: {
      serviceId: 105,
      businessName: 'tlc',
      reservationTime: wallClockOf(visit.appointment.timestamp, visit.appointment.timezone),
      locationNumber: visit.provider.providerId,
    },
  });
  expect(hold.status(), await hold.text()).toBe(201);
}

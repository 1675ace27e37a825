import { randomInt, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { addDays, newPatient, today } from '../support/bookings.js';
import { bookingLinkOf, readSlots, referredLink } from '../support/feed.js';
import { fillPatientDetails, radio } from '../support/patient-details.js';

/**
 * A visitor sent by a slot finder: the finder read a free sick visit from the SMART Scheduling Links feed and
 * followed its booking link, with its own source and booking-referral. The results page opens at that clinic with
 * the time chosen; the visitor books it, the booking keeps the finder's handles, and the feed then has the time
 * busy. Dates come from the feed, which is computed from today.
 */

const SICK_VISIT = 29;
const BOOKINGS = '/appointment-management/v2/appointments';

test.describe.configure({ timeout: 120_000 });

test('a free slot of the feed is booked through its booking link', async ({ page, baseURL }) => {
  // Two days ahead, a few slots in: the other journeys hold the first times near 45202 from today on.
  const day = addDays(today, 2);
  const skip = randomInt(4, 16);
  let seen = 0;
  const slot = await readSlots(baseURL!, 'OH', (candidate) => {
    // A clinic with one seat per slot (no capacity extension): booked, its Slot then turns busy.
    const ours =
      candidate.status === 'free' &&
      candidate.schedule.reference.endsWith(`-${SICK_VISIT}`) &&
      candidate.start.startsWith(day) &&
      !candidate.extension?.some((extension) => extension.url.endsWith('/slot-capacity'));
    return ours && seen++ >= skip;
  });
  expect(slot, 'a free sick visit in Ohio two days ahead').toBeDefined();
  const link = bookingLinkOf(slot!);
  expect(link).toContain('/health-services/scheduler/result?');

  const referral = randomUUID();
  await page.goto(referredLink(link!, 'e2e-finder', referral));
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1, { timeout: 15_000 });
  const chosen = card.locator(`button[value="${slot!.start}"]`);
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  await expect(chosen).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: /^Continue/ }).click();
  await page.waitForURL('**/health-services/scheduler/schedule');

  const patient = newPatient();
  await fillPatientDetails(page, patient);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: 'Sore throat' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await radio(page.locator('main'), 'Does the patient have health insurance?', 'No').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel("Patient's legal name", { exact: true }).fill(`${patient.firstName} ${patient.lastName}`);
  await page.getByLabel('Your relationship to the patient', { exact: true }).selectOption('Self');
  await page.getByRole('button', { name: 'Agree and Continue' }).click();
  await radio(page.locator('main'), /Notice of Privacy Practices/, 'Yes').check();
  await page.getByRole('button', { name: 'Agree and Continue' }).click();
  for (const legend of [/no-show policy/, /health information exchange/, /patient portal/]) {
    await radio(page.locator('main'), legend, 'Yes').check();
  }
  const booking = page.waitForRequest((request) => request.url().endsWith(BOOKINGS) && request.method() === 'POST');
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  const body = (await booking).postDataJSON();
  expect(body).toMatchObject({
    serviceIds: [SICK_VISIT],
    referral: { source: 'e2e-finder', bookingReferral: referral },
  });
  expect(Date.parse(body.dateTime)).toBe(Date.parse(slot!.start));
  await page.waitForURL('**/health-services/scheduler/confirmation');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Appointment Is Confirmed' })).toBeVisible();

  const after = await readSlots(baseURL!, 'OH', (candidate) => candidate.id === slot!.id);
  expect(after?.status).toBe('busy');
});

import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { bookShingles, lookupStatus } from '../support/bookings.js';
import { watchCspViolations } from '../support/csp.js';

const cancelPath = (id: string, code: string) => `/health-services/scheduler/cancel/${id}/${code}`;

test('the cancel link shows the appointment without patient data and cancels it', { tag: '@layout' }, async ({
  page,
  request,
}) => {
  const visit = await bookShingles(request, true);
  const csp = watchCspViolations(page);
  const response = await page.goto(cancelPath(visit.appointment.id, visit.appointment.confirmCode));

  expect(response?.status()).toBe(200);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');

  await expect(page.getByRole('heading', { level: 1, name: 'You have a confirmed appointment!' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('Shingles Vaccine Dose 1');
  await expect(main).toContainText('Shingles Vaccine Dose 2');
  await expect(main).toContainText(visit.provider.name);
  await expect(main).toContainText(/\d{1,2}:\d{2} [AP]M ET/);
  await expect(main.getByRole('link', { name: '1-800-555-0142' })).toBeVisible();
  const html = await page.content();
  const text = (await main.textContent()) ?? '';
  for (const personal of [visit.patient.firstName, visit.patient.lastName, visit.patient.email, visit.patient.phone]) {
    expect(html).not.toContain(personal);
  }
  for (const birthDate of ['1984', '07/19']) expect(text).not.toContain(birthDate);

  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Cancel Both Appointments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your appointment has been canceled!' })).toBeVisible();
  await expect(page).toHaveURL(/\/health-services\/scheduler\/canceled$/);
  await expect(page.getByRole('link', { name: 'Schedule Another Appointment' })).toHaveAttribute(
    'href',
    '/health-services/scheduler',
  );
  await expectNoAxeViolations(page);
  expect(await lookupStatus(request, visit.appointment)).toBe('CANCELED');
  expect(await lookupStatus(request, visit.followup!)).toBe('CANCELED');

  // The link again: the appointment is known, and already canceled.
  await page.goto(cancelPath(visit.appointment.id, visit.appointment.confirmCode));
  await expect(
    page.getByRole('heading', { level: 1, name: 'This appointment has already been canceled.' }),
  ).toBeVisible();
  expect(csp).toEqual([]);
});

test('a wrong code gets the plain not-found message', async ({ page, request }) => {
  const visit = await bookShingles(request, false);
  const wrongCode = `${visit.appointment.confirmCode.slice(0, -1)}${visit.appointment.confirmCode.endsWith('A') ? 'B' : 'A'}`;
  const response = await page.goto(cancelPath(visit.appointment.id, wrongCode));
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find this appointment" })).toBeVisible();
  await expect(page.getByRole('button', { name: /Cancel/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(await lookupStatus(request, visit.appointment)).toBe('BOOKED');
});

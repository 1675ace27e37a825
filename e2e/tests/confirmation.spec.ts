import { readFile } from 'node:fs/promises';
import { readCalendar } from '@hs/calendar/test/read-calendar';
import { formatConfirmCode } from '@hs/domain';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { bookShingles, lookupStatus } from '../support/bookings.js';
import { watchCspViolations } from '../support/csp.js';
import { bookedState, seedStores } from '../support/tab-stores.js';

const CONFIRMATION = '/health-services/scheduler/confirmation';

test('the confirmation shows the booking, survives a refresh and is accessible', { tag: '@layout' }, async ({
  page,
  request,
}) => {
  const visit = await bookShingles(request, true);
  const csp = watchCspViolations(page);
  await seedStores(page, bookedState(visit));
  await page.goto(CONFIRMATION);

  await expect(page.getByRole('heading', { level: 1, name: 'Your Appointment Is Confirmed' })).toBeVisible();
  await expect(page.getByTestId('confirmation-code')).toHaveText(formatConfirmCode(visit.appointment.confirmCode));
  await expect(page.getByText(formatConfirmCode(visit.followup!.confirmCode))).toBeVisible();
  const patient = page.getByRole('region', { name: 'Patient Details' });
  await expect(patient).toContainText(`${visit.patient.firstName} ${visit.patient.lastName}`);
  await expect(patient).toContainText('07/19/1984');
  const appointments = page.getByRole('region', { name: 'Your Appointments' });
  await expect(appointments.getByRole('listitem')).toHaveCount(2);
  await expect(appointments.getByRole('listitem').first()).toContainText('Shingles Vaccine Dose 1');
  await expect(appointments.getByRole('listitem').nth(1)).toContainText('Shingles Vaccine Dose 2');
  await expect(appointments).toContainText(/\d{1,2}:\d{2} [AP]M ET/);
  const location = page.getByRole('region', { name: 'Location' });
  await expect(location.getByRole('img', { name: visit.provider.brand!.name })).toBeVisible();
  await expect(location.getByRole('heading', { name: visit.provider.vanityName })).toBeVisible();
  await expect(
    location.getByRole('link', { name: new RegExp(visit.provider.address!.addressLines[0]!) }),
  ).toHaveAttribute('target', '_blank');
  const ride = page.getByRole('region', { name: 'Need a Ride to Your Appointment?' });
  await expect(ride.getByRole('img', { name: 'QR code that opens the ride-share offer' })).toBeVisible();
  await expect(ride.getByText(visit.provider.rideSharePromo!.code)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Before You Arrive' })).toBeVisible();

  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByTestId('confirmation-code')).toHaveText(formatConfirmCode(visit.appointment.confirmCode));

  await page.getByRole('button', { name: 'Cancel Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Appointment' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Keep Appointment' }).click();
  await expect(dialog).toBeHidden();
  expect(csp).toEqual([]);
});

test('cancelling the 1st of a two-dose pair cancels both', async ({ page, request }) => {
  const visit = await bookShingles(request, true);
  await seedStores(page, bookedState(visit));
  await page.goto(CONFIRMATION);
  await page.getByRole('button', { name: 'Cancel Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Appointment' });

  await dialog.getByRole('button', { name: 'Cancel Appointment' }).click();
  await expect(dialog.getByText('Please select an appointment to continue cancellation.')).toBeVisible();

  await dialog.getByRole('radio', { name: /1st appointment/ }).check();
  await expect(dialog.getByText('Canceling your 1st appointment also cancels your 2nd appointment.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel All Appointments' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your appointment has been canceled!' })).toBeVisible();
  await expect(page).toHaveURL(/\/health-services\/scheduler\/canceled$/);
  expect(await lookupStatus(request, visit.appointment)).toBe('CANCELED');
  expect(await lookupStatus(request, visit.followup!)).toBe('CANCELED');

  // Leaving confirmation cleared the stored appointment: going back does not show it again.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Find an Appointment' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('tlc.scheduler') ?? '')).not.toContain(
    visit.appointment.confirmCode,
  );
});

test('cancelling the 2nd appointment cancels only it', async ({ page, request }) => {
  const visit = await bookShingles(request, true);
  await seedStores(page, bookedState(visit));
  await page.goto(CONFIRMATION);
  await page.getByRole('button', { name: 'Cancel Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Appointment' });
  await dialog.getByRole('radio', { name: /2nd appointment/ }).check();
  await dialog.getByRole('button', { name: 'Cancel Appointment' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your appointment has been canceled!' })).toBeVisible();
  expect(await lookupStatus(request, visit.appointment)).toBe('BOOKED');
  expect(await lookupStatus(request, visit.followup!)).toBe('CANCELED');
});

test('Add to Calendar downloads a correct .ics file', async ({ page, request, baseURL }) => {
  const visit = await bookShingles(request, false);
  await seedStores(page, bookedState(visit));
  await page.goto(CONFIRMATION);
  // Without a follow-up the only appointment is preselected and locked in the cancel dialog.
  await page.getByRole('button', { name: 'Cancel Appointment' }).click();
  const locked = page.getByRole('dialog').getByRole('radio', { name: /1st appointment/ });
  await expect(locked).toBeChecked();
  await expect(locked).toBeDisabled();
  await page.getByRole('dialog').getByRole('button', { name: 'Keep Appointment' }).click();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Add to Calendar/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^appointment-\d{4}-\d{2}-\d{2}\.ics$/);
  const ics = await readFile((await download.path())!, 'utf8');

  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  // As a calendar program reads it: the visit on the clinic's clock, its real length, what, where and how to change it.
  const file = readCalendar(ics);
  const start = new Date(visit.appointment.timestamp);
  expect(file.method).toBe('PUBLISH');
  expect(file.start.tzid).toBe(visit.appointment.timezone);
  expect(file.start.instant).toEqual(start);
  expect(file.end.instant.getTime() - start.getTime()).toBe(visit.appointment.durationMinutes * 60_000);
  expect(file.stamp).toMatch(/^\d{8}T\d{6}Z$/);
  expect(file.uid).toMatch(/^appointment-[0-9a-f]{16}@/);
  expect(ics).not.toContain(visit.appointment.id);
  expect(file.summary).toContain('Shingles Vaccine Dose 1');
  const address = visit.provider.address!;
  expect(file.location).toBe(
    `${address.addressLines[0]}, ${address.cityTown}, ${address.stateProvince} ${address.postalCode}`,
  );
  expect(file.description).toContain(`Confirmation code: ${formatConfirmCode(visit.appointment.confirmCode)}`);
  expect(file.description).toContain(`Clinic phone: ${visit.provider.phone}`);
  expect(file.description).toContain(`${baseURL}/health-services/scheduler/manage`);
  expect(file.sequence).toBe(0);
});

test('copying the ride-share code confirms it for a moment', async ({ page, request, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const visit = await bookShingles(request, false);
  await seedStores(page, bookedState(visit));
  await page.goto(CONFIRMATION);
  const ride = page.getByRole('region', { name: 'Need a Ride to Your Appointment?' });
  await ride.getByRole('button', { name: 'Copy Code' }).click();
  const status = ride.getByRole('status');
  await expect(status).toHaveText('Promo code copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(visit.provider.rideSharePromo!.code);
  // §9: the confirmation shows for one second.
  await expect(status).toHaveText('', { timeout: 2_000 });
});

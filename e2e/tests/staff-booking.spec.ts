import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { ReservationResponseSchema, reservationPath, reservationsPath } from '@hs/contracts';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { newPatient, SICK_VISIT } from '../support/bookings.js';
import { clinicTime, offeredDays, offeredOn } from '../support/journey-clinic.js';
import { mailTo } from '../support/mailbox.js';
import {
  inviteByCommand,
  inviteInConsole,
  newStaffPerson,
  registerPasskey,
  staffBrowser,
  tabTo,
} from '../support/staff-console.js';

/**
 * Booking for a patient on the phone (issue 31): a front desk member books a visit from the day list through the
 * public site's hold and booking, the visit is on the list and the public results stop offering its time; then
 * they reschedule it from the opened visit, and the patient's confirmation and moved e-mails arrive at a real
 * SMTP server. Days and times come from what the results offer; each width keeps to days of its own.
 */

/** The days after the front desk journey's today and tomorrow: two for the desktop run, two for the narrow one. */
const SHOTS = '/tmp/staff-shots';

function daysOfThisRun(days: string[], testInfo: TestInfo): [string, string] {
  const first = testInfo.project.name === 'mobile' ? 4 : 2;
  return [days[first]!, days[first + 1]!];
}

/** One of the day's free times, away from its ends, that the results offer now. */
async function aTimeOn(request: APIRequestContext, clinicId: string, day: string) {
  const offered = await offeredOn(request, clinicId, day);
  expect(offered.length, `times offered on ${day}`).toBeGreaterThan(20);
  return offered[10 + randomInt(offered.length - 20)]!;
}

/**
 * Holds every seat of the time but one, as other visitors would: the clinic may seat several patients at once,
 * and the next booking then takes the last seat, so the results stop offering the time.
 */
async function leaveOneSeat(request: APIRequestContext, clinicId: string, value: string) {
  const hold = () =>
    request.post(reservationsPath, {
      data: {
        serviceId: SICK_VISIT.id,
        businessName: 'tlc',
        reservationTime: value.slice(0, 19).replace('T', ' '),
        locationNumber: clinicId,
      },
    });
  const codes: string[] = [];
  for (let answer = await hold(); answer.ok(); answer = await hold()) {
    codes.push(ReservationResponseSchema.parse(await answer.json()).data.appointmentReservations.reservationCode);
    expect(codes.length, `seats held at ${value}`).toBeLessThan(20);
  }
  const last = codes.pop();
  if (!last) throw new Error(`No seat of ${value} could be held.`);
  const released = await request.delete(reservationPath.replace(':reservationCode', last));
  expect(released.ok()).toBe(true);
}

/** Chooses the day and the time in the console's picker, and holds the time. */
async function holdTime(page: Page, day: string, value: string) {
  const picker = page.getByRole('form', { name: 'Choose a time' });
  await picker.getByLabel('Day').fill(day);
  const times = picker.getByRole('group', { name: /^Free times on / });
  await times.getByRole('radio', { name: clinicTime(value), exact: true }).check();
  await picker.getByRole('button', { name: 'Hold this time' }).click();
}

/** The whole page at this width, for looking at the console's booking screens. */
async function shoot(page: Page, name: string, testInfo: TestInfo) {
  mkdirSync(SHOTS, { recursive: true });
  const width = testInfo.project.name === 'mobile' ? 375 : 1280;
  await page.screenshot({ path: `${SHOTS}/booking-${name}-${width}.png`, fullPage: true });
}

test(
  'a front desk books a visit for a patient on the phone, then reschedules it',
  {
    tag: '@layout',
  },
  async ({ browser, request, viewport }, testInfo) => {
    test.setTimeout(180_000);
    const { clinic, days } = await offeredDays(request);
    const clinicId = clinic.provider.providerId;
    const [bookDay, moveDay] = daysOfThisRun(days, testInfo);
    const first = await aTimeOn(request, clinicId, bookDay);
    await leaveOneSeat(request, clinicId, first);
    const patient = newPatient();
    const name = `${patient.firstName} ${patient.lastName}`;

    const admin = await staffBrowser(browser, viewport);
    const administrator = newStaffPerson('Morgan Admin');
    await registerPasskey(admin.page, await inviteByCommand(administrator), administrator, 'Office computer');
    const deskPerson = newStaffPerson('Robin Desk');
    const invite = await inviteInConsole(admin.page, deskPerson, 'Front desk', { clinic: clinicId });
    const desk = await staffBrowser(browser, viewport);
    await registerPasskey(desk.page, invite, deskPerson, 'Front desk computer');
    const page = desk.page;

    // From the day list, by keyboard, to the booking page.
    await page.goto(`/staff/clinics/${clinicId}?date=${bookDay}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const book = page.getByRole('link', { name: /^Book a visit/ });
    await tabTo(page, book, 40);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /^Book a visit at / })).toBeVisible();
    await page.getByLabel('Service').selectOption({ label: 'Sick Visit' });
    await expect(page.getByRole('group', { name: /^Free times on / })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'times', testInfo);
    await holdTime(page, bookDay, first);

    // The patient's details, checked by the patient form's rules.
    const details = page.getByRole('form', { name: 'The patient’s details' });
    await expect(page.getByRole('heading', { level: 2, name: '2 of 3: The patient’s details' })).toBeFocused();
    await details.getByRole('button', { name: 'Continue' }).click();
    await expect(details.getByRole('link', { name: "Patient's Legal First Name is a required field." })).toBeVisible();
    await expectNoAxeViolations(page);
    await details.getByLabel('First name').fill(patient.firstName);
    await details.getByLabel('Last name').fill(patient.lastName);
    await details.getByLabel('Date of birth').fill('04/09/1988');
    await details.getByLabel('Phone number').fill('(804) 555-0173');
    await details.getByRole('radio', { name: 'No' }).check();
    await details.getByLabel('Email address').fill(patient.email);
    await details.getByLabel('Street address').fill('14 Grace Street');
    await details.getByLabel('City').fill('Richmond');
    await details.getByLabel('State').selectOption({ label: 'Virginia' });
    await details.getByLabel('ZIP code').fill('23219');
    await details.getByLabel('County').fill('Richmond City');
    await shoot(page, 'details', testInfo);
    await details.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 2, name: '3 of 3: Check and book' })).toBeFocused();
    await expect(page.getByRole('main')).toContainText(`The confirmation goes to ${patient.email}.`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Book the visit' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Booked' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: `${name} is booked.` })).toContainText(
      'They are told by email, with the clinic’s usual confirmation.',
    );
    await expect(page.getByText(/^Confirmation code: [0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/)).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'booked', testInfo);

    // The public results stop offering the time at once, and the visit is on the day list.
    expect(await offeredOn(request, clinicId, bookDay)).not.toContain(first);
    await page.getByRole('link', { name: 'Back to the day list' }).click();
    const card = page.getByRole('article', { name: `${clinicTime(first)} ${name}` });
    await expect(card).toContainText('Sick Visit');
    await expect(card).toContainText('Booked');
    const confirmation = await mailTo(patient.email, /is booked/);
    expect(confirmation.text).toContain(patient.firstName);

    // Reschedule from the opened visit.
    await card.getByRole('button', { name: /^Open visit/ }).click();
    const opened = page.getByRole('dialog', { name: `${name}, ${clinicTime(first)}` });
    await expect(opened).toContainText(`${deskPerson.name}, for the patient`);
    await opened.getByRole('link', { name: /^Reschedule/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Reschedule ${name}’s visit` })).toBeVisible();
    const second = await aTimeOn(request, clinicId, moveDay);
    await leaveOneSeat(request, clinicId, second);
    await holdTime(page, moveDay, second);
    await expect(page.getByRole('heading', { level: 2, name: '2 of 2: Check and reschedule' })).toBeFocused();
    await expect(page.getByRole('main')).toContainText('The patient is told by email');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Reschedule the visit' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${name}’s visit is rescheduled.` })).toBeVisible();
    await expectNoAxeViolations(page);

    const [before, after] = [await offeredOn(request, clinicId, bookDay), await offeredOn(request, clinicId, moveDay)];
    expect(before).toContain(first);
    expect(after).not.toContain(second);
    await page.getByRole('link', { name: 'Back to the day list' }).click();
    await expect(page.getByRole('article', { name: `${clinicTime(second)} ${name}` })).toContainText('Booked');
    const moved = await mailTo(patient.email, /new time/);
    expect(moved.text).toContain(patient.firstName);

    for (const member of [admin, desk]) await member.context.close();
  },
);

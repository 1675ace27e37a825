import { appointmentPath, clinicsPath } from '@hs/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { addDays, allSlots, bookSickVisitAt, newPatient, SICK_VISIT, searchNear, today } from '../support/bookings.js';
import { mailTo } from '../support/mailbox.js';
import { asOwnClient, MANAGE } from '../support/manage.js';
import { fillPatientDetails, radio } from '../support/patient-details.js';
import { signedInClinicManager, tabTo } from '../support/staff-console.js';

/**
 * apps/api/src/test/journey-waitlist-clinics.ts: the first two clinics the locator shows here keep only a half hour
 * three days ahead open; the third that half hour and the same one two days later.
 */
const PLACE = '40507';
const FIRST_LOAD = { timeout: 15_000 };

/** The clinic the locator shows `nth` near PLACE, as the server narrowed it, with the times it has left. */
async function narrowedClinic(request: APIRequestContext, nth: number) {
  const located = await request.get(clinicsPath, {
    params: {
      'filter.freeFormAddress': PLACE,
      'filter.businessName': 'tlc',
      'filter.maxResults': '3',
      'page.offset': '0',
      'page.size': '3',
    },
  });
  const ids = ((await located.json()) as { data: { clinics: { id: string }[] } }).data.clinics.map((row) => row.id);
  const clinic = (await searchNear(request, SICK_VISIT.id, PLACE)).find(
    (result) => result.provider.providerId === ids[nth],
  );
  if (!clinic) throw new Error(`No narrowed clinic ${nth} near ${PLACE}.`);
  expect(allSlots(clinic).every((value) => value.slice(11, 13) === '09' && value.slice(14, 16) < '30')).toBe(true);
  return clinic;
}

async function step(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoAxeViolations(page);
}

/** Whole days from one calendar date to another. */
const daysFrom = (first: string, last: string) => Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000);

test(
  'no times, notify me, confirm the code, a cancellation is offered by e-mail and booked from its link',
  { tag: '@layout' },
  async ({ browser, page, request, viewport }, info) => {
    test.slow();
    // One narrowed clinic per page width, so the two runs of this journey never meet.
    const clinic = await narrowedClinic(request, info.project.name === 'mobile' ? 1 : 0);
    // Other visitors take every time it has left.
    const booked = [];
    for (const value of allSlots(clinic)) booked.push(await bookSickVisitAt(request, clinic.provider, value));

    const query = new URLSearchParams({
      type: 'Illness & Injury',
      location: PLACE,
      date: addDays(today, 1),
      serviceIds: String(SICK_VISIT.id),
      clinic: clinic.provider.providerId,
    });
    await page.goto(`/health-services/scheduler/result?${query}`);
    await expect(page.getByRole('article')).toHaveCount(1, FIRST_LOAD);
    await expect(page.getByRole('article').locator('button[value]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Notify me when a time opens' }).click();
    const email = `${newPatient().firstName.toLowerCase()}.waits@example.org`;
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await expectNoAxeViolations(page);
    const joining = page.waitForResponse(
      (answer) => answer.url().endsWith('/waitlist/entries') && answer.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Notify me', exact: true }).click();
    await expect(page.getByText('We sent a 6-digit code to your email.')).toBeVisible();
    const { windowTo } = ((await (await joining).json()) as { data: { waitlistEntry: { windowTo: string } } }).data
      .waitlistEntry;

    const codeMail = await mailTo(email, /is your code/);
    const code = /\b(\d{6})\b/.exec(codeMail.subject)?.[1] ?? '';
    await page.getByRole('textbox', { name: 'Code' }).fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('You are on the waitlist.')).toBeVisible();
    await expectNoAxeViolations(page);

    // Another visitor cancels: the seat is held for this one and offered by e-mail.
    const freed = booked[0]!;
    const cancel = await request.put(appointmentPath.replace(':id', freed.appointment.id), {
      data: { status: 'CANCELED', confirmCode: freed.appointment.confirmCode },
    });
    expect(cancel.status()).toBe(200);
    const offerMail = await mailTo(email, /opened up/);
    const link = /(\/health-services\/scheduler\/waitlist\/offer#[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(offerMail.text);
    expect(link, offerMail.text).not.toBeNull();

    await page.goto(link![1]!);
    await step(page, 'A time opened up for you');
    await expect(page.getByRole('main')).toContainText(clinic.provider.vanityName);
    await page.getByRole('button', { name: 'Book this time' }).click();
    await page.waitForURL('**/health-services/scheduler/schedule');
    await step(page, 'Patient Details');
    const patient = newPatient();
    await fillPatientDetails(page, patient, { mobile: false });
    await page.getByRole('button', { name: 'Continue' }).click();
    await step(page, 'Reason for Visit');
    await page.getByRole('checkbox', { name: 'Sore throat' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await step(page, 'Insurance Information');
    await radio(page.locator('main'), 'Does the patient have health insurance?', 'No').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await step(page, 'Financial Responsibility');
    await page.getByLabel("Patient's legal name", { exact: true }).fill(`${patient.firstName} ${patient.lastName}`);
    await page.getByLabel('Your relationship to the patient', { exact: true }).selectOption('Self');
    await page.getByRole('button', { name: 'Agree and Continue' }).click();
    await step(page, 'Notice of Privacy Practices');
    await radio(page.locator('main'), /Notice of Privacy Practices/, 'Yes').check();
    await page.getByRole('button', { name: 'Agree and Continue' }).click();
    await step(page, 'Consent to Treatment');
    for (const legend of [/no-show policy/, /health information exchange/, /patient portal/]) {
      await radio(page.locator('main'), legend, 'Yes').check();
    }
    const booking = page.waitForRequest((sent) => sent.url().endsWith('/v2/appointments') && sent.method() === 'POST');
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    expect((await booking).postDataJSON()).toMatchObject({ waitlistOffer: link![1]!.split('#')[1] });
    await expect(page).toHaveURL(/\/health-services\/scheduler\/confirmation$/, FIRST_LOAD);
    await expect(page.getByRole('main')).toContainText(freed.value.slice(14, 16) === '00' ? '9:00' : '9:15');
    await expectNoAxeViolations(page);
    // Opened again from the message, the link says the patient took the time, not that it went to someone else.
    await page.goto(link![1]!);
    await step(page, 'You took this time');
    await expect(page.getByRole('link', { name: 'See, change or cancel your appointment' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The clinic's manager finds the accepted offer in the console's waitlist figures, by keyboard from the day
    // list: this clinic's one offer, accepted, as many days sooner than the last day the patient asked for.
    const manager = await signedInClinicManager(browser, viewport, clinic.provider.providerId);
    const desk = manager.page;
    await desk.goto(`/staff/clinics/${clinic.provider.providerId}`);
    const figuresLink = desk.getByRole('link', { name: /^Waitlist offers/ });
    await tabTo(desk, figuresLink);
    await desk.keyboard.press('Enter');
    await expect(desk.getByRole('heading', { level: 1, name: /Waitlist offers/ })).toBeFocused();
    await expect(desk.getByRole('status').filter({ hasText: /^1 offer made here from / })).toBeVisible();
    const figure = (name: string) => desk.locator('dl > div').filter({ has: desk.getByText(name, { exact: true }) });
    await expect(figure('Acceptance rate')).toContainText('100%');
    await expect(figure('Acceptance rate')).toContainText('1 accepted of 1 offer that ended');
    const sooner = daysFrom(freed.value.slice(0, 10), windowTo);
    await expect(figure('Median days earlier')).toContainText(sooner === 1 ? '1 day' : `${sooner} days`);
    const ended = desk.getByRole('region', { name: 'How the offers ended' });
    await expect(ended).toContainText('Accepted1');
    await expectNoAxeViolations(desk);
    await manager.context.close();
  },
);

test('"tell me if something earlier opens" moves a booking to an earlier day from the offer e-mail', async ({
  page,
  request,
}) => {
  test.slow();
  const clinic = await narrowedClinic(request, 2);
  const [first, ...rest] = [...allSlots(clinic)].sort();
  const later = rest.filter((value) => value.slice(0, 10) !== first!.slice(0, 10));
  const earlier = rest.filter((value) => value.slice(0, 10) === first!.slice(0, 10));
  // The patient's visit is on the later day; other visitors hold every earlier time.
  const mine = await bookSickVisitAt(request, clinic.provider, later[0]!);
  const others = [];
  for (const value of [first!, ...earlier]) others.push(await bookSickVisitAt(request, clinic.provider, value));

  await asOwnClient(page);
  await page.goto(MANAGE);
  const main = page.getByRole('main');
  await main.getByLabel('Confirmation Code').fill(mine.appointment.confirmCode);
  await main.getByLabel("Patient's Last Name").fill(mine.patient.lastName);
  await main.getByLabel('Date of Birth').fill('04/09/1988');
  await main.getByRole('button', { name: 'Find Appointment' }).click();
  await page.getByRole('button', { name: 'Tell me if something earlier opens' }).click(FIRST_LOAD);
  const email = `${newPatient().firstName.toLowerCase()}.sooner@example.org`;
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Notify me', exact: true }).click();
  const codeMail = await mailTo(email, /is your code/);
  await page.getByRole('textbox', { name: 'Code' }).fill(/\b(\d{6})\b/.exec(codeMail.subject)?.[1] ?? '');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('You are on the waitlist.')).toBeVisible();
  await expectNoAxeViolations(page);

  const freed = others[0]!;
  const cancel = await request.put(appointmentPath.replace(':id', freed.appointment.id), {
    data: { status: 'CANCELED', confirmCode: freed.appointment.confirmCode },
  });
  expect(cancel.status()).toBe(200);
  const offerMail = await mailTo(email, /opened up/);
  expect(offerMail.text).toContain('Your appointment can move to');
  const link = /(\/health-services\/scheduler\/waitlist\/offer#[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(offerMail.text);
  await page.goto(link![1]!);
  await step(page, 'An earlier time opened up for you');
  await page.getByRole('button', { name: 'Move my appointment to this time' }).click();
  await expect(page.getByText(/Your appointment is now on .* at 9:00 AM/)).toBeVisible();
  await expectNoAxeViolations(page);
  // The same appointment, on the earlier day.
  const moved = await mailTo(mine.patient.email, /has a new time/);
  expect(moved.text).toContain('9:00 AM');
});

import { appointmentPath, clinicsPath } from '@hs/contracts';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { addDays, allSlots, bookSickVisitAt, newPatient, SICK_VISIT, searchNear, today } from '../support/bookings.js';
import { mailTo } from '../support/mailbox.js';
import { fillPatientDetails, radio } from '../support/patient-details.js';

/** apps/api/src/test/journey-waitlist-clinics.ts: two clinics here keep only a half hour three days ahead open. */
const PLACE = '40507';
const FIRST_LOAD = { timeout: 15_000 };

async function step(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoAxeViolations(page);
}

test(
  'no times, notify me, confirm the code, a cancellation is offered by e-mail and booked from its link',
  { tag: '@layout' },
  async ({ page, request }, info) => {
    test.slow();
    // One narrowed clinic per page width (the locator's first two, as they were narrowed), so the two runs of this
    // journey never meet.
    const located = await request.get(clinicsPath, {
      params: {
        'filter.freeFormAddress': PLACE,
        'filter.businessName': 'tlc',
        'filter.maxResults': '2',
        'page.offset': '0',
        'page.size': '2',
      },
    });
    const ids = ((await located.json()) as { data: { clinics: { id: string }[] } }).data.clinics.map((row) => row.id);
    const providerId = ids[info.project.name === 'mobile' ? 1 : 0];
    const clinic = (await searchNear(request, SICK_VISIT.id, PLACE)).find(
      (result) => result.provider.providerId === providerId,
    );
    if (!clinic) throw new Error(`No narrowed clinic near ${PLACE} for ${info.project.name}.`);
    expect(allSlots(clinic).every((value) => value.slice(11, 13) === '09' && value.slice(14, 16) < '30')).toBe(true);
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
    await page.getByRole('button', { name: 'Notify me', exact: true }).click();
    await expect(page.getByText('We sent a 6-digit code to your email.')).toBeVisible();

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
  },
);

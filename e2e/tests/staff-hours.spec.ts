import { mkdirSync } from 'node:fs';
import { ClinicsResponseSchema } from '@hs/contracts/staff-desk';
import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { bookSickVisitAt } from '../support/bookings.js';
import { offeredDays, offeredOn } from '../support/journey-clinic.js';
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
 * A clinic's hours from the console (issue 31): a clinic manager blocks an hour the public results offered and
 * the results stop offering it at once; a district manager closes the clinic on a day with a visit booked on the
 * public site, is told of it, cancels it with a reason, and the patient gets the e-mail. Days come from what the
 * results offer, never from today's weekday; each width keeps to days of its own, as both run at once.
 */

const SHOTS = '/tmp/staff-shots';

/** Days of this width's own: the desktop run takes the last two offered, the narrow run the two before. */
function daysOfThisRun(days: string[], testInfo: TestInfo): [string, string] {
  const offset = testInfo.project.name === 'mobile' ? 2 : 0;
  return [days[days.length - 1 - offset]!, days[days.length - 2 - offset]!];
}

/** The whole page, or one part of it where the page is long. */
async function shoot(page: Page, name: string, testInfo: TestInfo, part?: Locator) {
  mkdirSync(SHOTS, { recursive: true });
  const path = `${SHOTS}/hours-${name}-${testInfo.project.name === 'mobile' ? 375 : 1280}.png`;
  await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
}

/** The shots of the weekly hours form and the clinic's staff list. */
async function shootFinish(page: Page, name: string, testInfo: TestInfo, part?: Locator) {
  mkdirSync(SHOTS, { recursive: true });
  const path = `${SHOTS}/finish-${name}-${testInfo.project.name === 'mobile' ? 375 : 1280}.png`;
  await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
}

async function openHours(page: Page, clinicId: string, day: string) {
  await page.goto(`/staff/clinics/${clinicId}?date=${day}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /^Hours and closures/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Hours and closures/ })).toBeVisible();
}

/** 'Sunday, December 6, 2026', as the console writes a day. */
const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));

const addHour = (time: string) => `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}${time.slice(2)}`;

test(
  'a clinic manager blocks an hour and the public results stop offering it',
  {
    tag: '@layout',
  },
  async ({ browser, request, viewport }, testInfo) => {
    test.setTimeout(120_000);
    const { clinic, days } = await offeredDays(request);
    const clinicId = clinic.provider.providerId;
    const [day] = daysOfThisRun(days, testInfo);
    // An hour on the hour that the results offer, from what they offer that day.
    const before = await offeredOn(request, clinicId, day);
    const start = before.find((value) => value.slice(11, 13) >= '10' && value.slice(14, 16) === '00');
    if (!start) throw new Error(`No time on the hour after 10:00 on ${day}: ${before.join(' ')}`);
    const from = start.slice(11, 16);
    const to = addHour(from);
    const inTheHour = (value: string) => value.slice(11, 16) >= from && value.slice(11, 16) < to;
    expect(before.filter(inTheHour).length).toBeGreaterThan(1);

    const admin = await staffBrowser(browser, viewport);
    const administrator = newStaffPerson('Morgan Admin');
    await registerPasskey(admin.page, await inviteByCommand(administrator), administrator, 'Office computer');
    const managerPerson = newStaffPerson('Casey Manager');
    const invite = await inviteInConsole(admin.page, managerPerson, 'Clinic manager', { clinic: clinicId });

    const manager = await staffBrowser(browser, viewport);
    await registerPasskey(manager.page, invite, managerPerson, 'Manager laptop');
    await openHours(manager.page, clinicId, day);
    const page = manager.page;
    // A clinic manager closes part of a day; whole days are the district's.
    const closeForm = page.getByRole('form', { name: 'Close the clinic' });
    await expect(closeForm).toContainText('Close part of a day.');
    // The weekly hours are a form for a clinic manager, filled with the clinic's hours.
    const weekly = page.getByRole('region', { name: 'Weekly hours' });
    await expect(weekly.getByRole('group', { name: 'Monday' }).getByLabel('Opens')).toHaveValue(/^\d\d:\d\d$/);
    await expect(weekly.getByRole('button', { name: 'Save the weekly hours' })).toBeVisible();
    await shootFinish(page, 'weekly-hours-form', testInfo, weekly);
    await expectNoAxeViolations(page);

    const blockForm = page.getByRole('form', { name: 'Block time' });
    await blockForm.getByRole('button', { name: 'Block the time' }).click();
    await expect(blockForm.getByRole('alert')).toContainText('Enter the day to block.');
    await expectNoAxeViolations(page);
    // The summary's link leads to the field.
    await blockForm.getByRole('link', { name: 'Enter the day to block.' }).click();
    await expect(blockForm.getByLabel('Date', { exact: true })).toBeFocused();
    await blockForm.getByLabel('Date', { exact: true }).fill(day);
    await blockForm.getByLabel('From', { exact: true }).fill(from);
    await blockForm.getByLabel('To', { exact: true }).fill(to);
    await blockForm.getByLabel('Internal reason').fill('Team meeting');
    await shoot(page, 'block-form', testInfo, blockForm);
    const submit = blockForm.getByRole('button', { name: 'Block the time' });
    await tabTo(page, submit, 10);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /^Blocked: / })).toBeVisible();
    const blocks = page.getByRole('region', { name: 'Blocked time' });

    // At once, through the API the results page reads.
    const after = await offeredOn(request, clinicId, day);
    expect(after.filter(inTheHour)).toEqual([]);
    expect(after.length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await shoot(page, 'blocked', testInfo);

    // Removing it offers the hour again.
    const ours = blocks.getByRole('listitem').filter({ hasText: longDate(day) });
    await expect(ours).toContainText('Team meeting');
    await ours.getByRole('button', { name: /^Remove the blocked time/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove the blocked time' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is removed' })).toBeVisible();
    await expect(ours).toHaveCount(0);
    expect((await offeredOn(request, clinicId, day)).filter(inTheHour).length).toBeGreaterThan(1);

    // Who works at the clinic, from its day list: the manager, and the chain's administrators.
    await page.goto(`/staff/clinics/${clinicId}?date=${day}`);
    const staffLink = page.getByRole('link', { name: /^Clinic staff/ });
    await expect(staffLink).toBeVisible();
    await shootFinish(page, 'day-list-links', testInfo);
    await staffLink.click();
    await expect(page.getByRole('heading', { level: 1, name: /Clinic staff/ })).toBeVisible();
    const card = (name: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });
    await expect(card(managerPerson.name)).toContainText('Clinic manager at ');
    await expect(card(managerPerson.name)).toContainText(managerPerson.email);
    await expect(card(administrator.name)).toContainText('Administrator across the chain');
    await expectNoAxeViolations(page);
    await shootFinish(page, 'clinic-staff', testInfo);

    for (const member of [admin, manager]) await member.context.close();
  },
);

test(
  'a district manager closes the clinic on a day with a booking and cancels it with a reason',
  {
    tag: '@layout',
  },
  async ({ browser, request, viewport }, testInfo) => {
    test.setTimeout(150_000);
    const { clinic, days } = await offeredDays(request);
    const clinicId = clinic.provider.providerId;
    const [, day] = daysOfThisRun(days, testInfo);
    const offered = await offeredOn(request, clinicId, day);
    const visit = await bookSickVisitAt(request, clinic.provider, offered[Math.floor(offered.length / 2)]!);

    const admin = await staffBrowser(browser, viewport);
    const administrator = newStaffPerson('Morgan Admin');
    await registerPasskey(admin.page, await inviteByCommand(administrator), administrator, 'Office computer');
    const found = await admin.page.request.get('/staff-api/v1/clinics', {
      params: { q: clinic.provider.address?.cityTown ?? '', limit: 100 },
    });
    expect(found.ok()).toBe(true);
    const staffClinic = ClinicsResponseSchema.parse(await found.json()).data.clinics.find(
      (entry) => entry.id === clinicId,
    );
    if (!staffClinic) throw new Error(`The console does not list clinic ${clinicId}.`);
    const districtPerson = newStaffPerson('Drew District');
    const invite = await inviteInConsole(admin.page, districtPerson, 'District manager', {
      district: staffClinic.divisionNumber,
    });

    const district = await staffBrowser(browser, viewport);
    const page = district.page;
    await registerPasskey(page, invite, districtPerson, 'District tablet');
    await openHours(page, clinicId, day);
    const form = page.getByRole('form', { name: 'Close the clinic' });
    await form.getByRole('radio', { name: /Whole days/ }).check();
    await form.getByLabel('First day closed').fill(day);
    await form.getByLabel('Last day closed').fill(day);
    await form.getByLabel('Reason visitors see').fill('Closed for a water leak');
    await form.getByRole('button', { name: 'Close the clinic' }).click();

    // Nothing happens to the visit until the manager says what.
    const dialog = page.getByRole('dialog', { name: /^Close the clinic: / });
    await expect(dialog).toContainText('This change touches 1 booked visit.');
    await expectNoAxeViolations(page);
    await shoot(page, 'bookings-choice', testInfo);
    await dialog.getByRole('button', { name: 'Apply the change' }).click();
    await expect(
      dialog.getByRole('link', { name: 'Choose whether to keep the booked visits or cancel them.' }),
    ).toBeVisible();
    await dialog.getByRole('radio', { name: /^Cancel the booked visits/ }).check();
    await dialog.getByRole('button', { name: 'Apply the change' }).click();
    await expect(dialog.getByRole('link', { name: 'Choose why the clinic is cancelling the visits.' })).toBeVisible();
    await dialog.getByRole('radio', { name: 'Clinic closed' }).check();
    await dialog.getByRole('button', { name: 'Apply the change' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: '1 booked visit cancelled: the patients are told.' }),
    ).toBeVisible();
    const closures = page.getByRole('region', { name: 'Coming closures' });
    const closed = closures.getByRole('listitem').filter({ hasText: `${longDate(day)}, all day` });
    await expect(closed).toContainText('Closed for a water leak');
    await expectNoAxeViolations(page);
    await shoot(page, 'closed', testInfo);

    await mailTo(visit.patient.email, /cancel/i);
    expect(await offeredOn(request, clinicId, day)).toEqual([]);

    await page.getByRole('link', { name: 'Back to the day list' }).click();
    await page.goto(`/staff/clinics/${clinicId}?date=${day}`);
    const card = page.getByRole('article').filter({ hasText: `${visit.patient.firstName} ${visit.patient.lastName}` });
    await expect(card).toContainText('Cancelled: clinic closed');

    for (const member of [admin, district]) await member.context.close();
  },
);

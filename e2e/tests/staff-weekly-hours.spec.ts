import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { allSlots, SICK_VISIT, searchNear } from '../support/bookings.js';
import {
  inviteByCommand,
  inviteInConsole,
  newStaffPerson,
  registerPasskey,
  staffBrowser,
} from '../support/staff-console.js';

/**
 * A clinic's weekly hours from the console (issue 31): a clinic manager closes one weekday two hours earlier, the
 * public results stop offering those hours on that weekday at once, and putting the hours back offers them again.
 * The clinic is one of Richmond's ordinary ones (the staff journeys' own is open around the clock), a different one
 * for each width, as both run at once; the day is the last the results offer it on, never today's weekday.
 */

const PLACE = '23219';
const SHOTS = '/tmp/staff-shots';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekdayOf = (day: string) => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!;

/** '19:00' less two hours. */
const twoHoursBefore = (time: string) => `${String(Number(time.slice(0, 2)) - 2).padStart(2, '0')}${time.slice(2)}`;

async function timesOn(request: APIRequestContext, providerId: string, day: string): Promise<string[]> {
  const results = await searchNear(request, SICK_VISIT.id, PLACE);
  const clinic = results.find((result) => result.provider.providerId === providerId);
  return (clinic ? allSlots(clinic) : []).filter((value) => value.startsWith(day)).map((value) => value.slice(11, 16));
}

/** Saves the form; a change that touches booked visits keeps them. */
async function save(page: Page) {
  const weekly = page.getByRole('region', { name: 'Weekly hours' });
  await weekly.getByRole('button', { name: 'Save the weekly hours' }).click();
  const dialog = page.getByRole('dialog', { name: /^Change the weekly hours/ });
  const saved = page.getByRole('status').filter({ hasText: 'The weekly hours are changed.' });
  await expect(dialog.or(saved).first()).toBeVisible();
  if (await dialog.isVisible()) {
    await dialog.getByRole('radio', { name: /^Keep the booked visits/ }).check();
    await dialog.getByRole('button', { name: 'Apply the change' }).click();
  }
  await expect(saved).toBeVisible();
}

async function shoot(page: Page, name: string, testInfo: TestInfo) {
  mkdirSync(SHOTS, { recursive: true });
  const width = testInfo.project.name === 'mobile' ? 375 : 1280;
  await page.getByRole('region', { name: 'Weekly hours' }).screenshot({ path: `${SHOTS}/weekly-${name}-${width}.png` });
}

test(
  'a clinic manager shortens a weekday and the public results end earlier that day',
  { tag: '@layout' },
  async ({ browser, request, viewport }, testInfo) => {
    test.setTimeout(120_000);
    const results = await searchNear(request, SICK_VISIT.id, PLACE);
    // Ordinary clinics offer nothing in the small hours.
    const ordinary = results.filter((result) => !allSlots(result).some((value) => value.slice(11, 13) < '05'));
    const clinic = ordinary[testInfo.project.name === 'mobile' ? 1 : 0];
    if (!clinic) throw new Error(`Fewer than two ordinary clinics near ${PLACE} offer sick visits.`);
    const clinicId = clinic.provider.providerId;
    const day = [...new Set(allSlots(clinic).map((value) => value.slice(0, 10)))].sort().at(-1)!;
    const weekday = weekdayOf(day);
    const before = await timesOn(request, clinicId, day);
    expect(before.length, `times on ${day}`).toBeGreaterThan(4);

    const admin = await staffBrowser(browser, viewport);
    const administrator = newStaffPerson('Morgan Admin');
    await registerPasskey(admin.page, await inviteByCommand(administrator), administrator, 'Office computer');
    const managerPerson = newStaffPerson('Casey Manager');
    const invite = await inviteInConsole(admin.page, managerPerson, 'Clinic manager', { clinic: clinicId });
    const manager = await staffBrowser(browser, viewport);
    const page = manager.page;
    await registerPasskey(page, invite, managerPerson, 'Manager laptop');

    await page.goto(`/staff/clinics/${clinicId}?date=${day}`);
    await page.getByRole('link', { name: /^Hours and closures/ }).click();
    const weekly = page.getByRole('region', { name: 'Weekly hours' });
    const closes = weekly.getByRole('group', { name: weekday }).getByLabel('Closes');
    const usual = await closes.inputValue();
    expect(usual, `${weekday} closes`).toMatch(/^\d\d:\d\d$/);
    expect(before.at(-1)! < usual).toBe(true);
    const earlier = twoHoursBefore(usual);
    expect(
      before.some((time) => time >= earlier),
      `times from ${earlier} on ${day}`,
    ).toBe(true);

    await closes.fill(earlier);
    await shoot(page, 'shortened', testInfo);
    await save(page);
    await expectNoAxeViolations(page);

    // At once, through the API the results page reads: nothing from the new closing time on.
    const shortened = await timesOn(request, clinicId, day);
    expect(shortened.length).toBeGreaterThan(0);
    expect(shortened.filter((time) => time >= earlier)).toEqual([]);

    // The form shows the hours saved, read again from the server.
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Weekly hours' }).getByRole('group', { name: weekday }).getByLabel('Closes'),
    ).toHaveValue(earlier);

    // Putting the hours back offers the evening again.
    await page
      .getByRole('region', { name: 'Weekly hours' })
      .getByRole('group', { name: weekday })
      .getByLabel('Closes')
      .fill(usual);
    await save(page);
    expect((await timesOn(request, clinicId, day)).some((time) => time >= earlier)).toBe(true);

    for (const member of [admin, manager]) await member.context.close();
  },
);

import { StaffSessionResponseSchema, staffPaths } from '@hs/contracts/staff-identity';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { bookBackToBack, type TimedVisit } from '../support/bookings.js';
import { clinicTime, JOURNEY_PLACE } from '../support/journey-clinic.js';
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
 * A clinic's day as its staff live it (issue 31): patients book on the public site; an administrator invites a
 * front desk member for the clinic and an auditor; the front desk sees the visits on the clinic's list, checks
 * one patient in by keyboard and cancels another for the weather, whose patient gets the cancellation e-mail at
 * a real SMTP server; the auditor finds both in the trail. Times and dates come from what was booked, never from
 * assumptions about today.
 */

/** Whose visit starts within this long can be checked in now (the server allows it from an hour before). */
const CHECK_IN_AHEAD_MS = 50 * 60_000;
const patientName = (visit: TimedVisit) => `${visit.patient.firstName} ${visit.patient.lastName}`;

function visitCard(page: Page, visit: TimedVisit) {
  return page.getByRole('article', { name: `${clinicTime(visit.value)} ${patientName(visit)}` });
}

test('the front desk checks in and cancels visits booked on the public site; an auditor sees both', {
  tag: '@layout',
}, async ({ browser, request, viewport }) => {
  test.setTimeout(180_000);
  const [arriving, snowedOut] = await bookBackToBack(request, JOURNEY_PLACE, CHECK_IN_AHEAD_MS);
  const clinicId = arriving.provider.providerId;
  const day = arriving.value.slice(0, 10);

  // The administrator, from the operator's invite, invites the clinic's front desk and an auditor.
  const admin = await staffBrowser(browser, viewport);
  const administrator = newStaffPerson('Morgan Admin');
  await registerPasskey(admin.page, await inviteByCommand(administrator), administrator, 'Office computer');
  const deskPerson = newStaffPerson('Dana Desk');
  const deskInvite = await inviteInConsole(admin.page, deskPerson, 'Front desk', { clinic: clinicId });
  await expectNoAxeViolations(admin.page);
  const auditorPerson = newStaffPerson('Ari Auditor');
  const auditorInvite = await inviteInConsole(admin.page, auditorPerson, 'Auditor', 'chain');

  // The front desk: one clinic, so the day list opens on it.
  const desk = await staffBrowser(browser, viewport);
  await registerPasskey(desk.page, deskInvite, deskPerson, 'Front desk computer');
  const nav = desk.page.getByRole('navigation', { name: 'Staff console' });
  await expect(nav.getByRole('link', { name: 'People' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Day list' }).click();
  await expect(desk.page).toHaveURL(new RegExp(`/staff/clinics/${clinicId}\\?date=\\d{4}-\\d{2}-\\d{2}$`));
  // The visits' own day, which is the clinic's today unless the first time fell after its midnight.
  await desk.page.goto(`/staff/clinics/${clinicId}?date=${day}`);
  await expect(desk.page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const visit of [arriving, snowedOut]) {
    const card = visitCard(desk.page, visit);
    await expect(card).toContainText('Sick Visit');
    await expect(card).toContainText('Booked');
    // The list names the question once; each card pairs it with its patient's answer.
    await expect(card.getByLabel(`Prescreen answers of ${patientName(visit)}`)).toContainText(
      'Is the patient sick today or do they have a fever?Yes',
    );
  }
  await expectNoAxeViolations(desk.page);

  // Check in, by keyboard alone.
  const checkIn = desk.page.getByRole('button', {
    name: `Check in ${patientName(arriving)}, ${clinicTime(arriving.value)}`,
  });
  await tabTo(desk.page, checkIn, 120);
  await desk.page.keyboard.press('Enter');
  await expect(
    desk.page.getByRole('status').filter({ hasText: `${patientName(arriving)} is checked in.` }),
  ).toBeVisible();
  await expect(visitCard(desk.page, arriving)).toContainText('Checked in');

  // Opening a visit shows what the list leaves out.
  await visitCard(desk.page, arriving)
    .getByRole('button', { name: /^Open visit/ })
    .click();
  const opened = desk.page.getByRole('dialog', { name: `${patientName(arriving)}, ${clinicTime(arriving.value)}` });
  await expect(opened).toContainText('04/09/1988');
  await expect(opened).toContainText(arriving.patient.email);
  await expectNoAxeViolations(desk.page);
  await desk.page.keyboard.press('Escape');

  // Cancel the other for the weather, with a note the patient never sees.
  const note = 'Roads closed by snow; Dr. Chen is stuck at home';
  await visitCard(desk.page, snowedOut)
    .getByRole('button', { name: /^Cancel visit/ })
    .click();
  const dialog = desk.page.getByRole('dialog', {
    name: `Cancel ${patientName(snowedOut)}’s visit at ${clinicTime(snowedOut.value)}`,
  });
  await expect(dialog).toContainText('The patient is told by email');
  await dialog.getByRole('button', { name: 'Cancel the visit' }).click();
  await expect(dialog.getByRole('link', { name: 'Choose why the clinic is cancelling the visit.' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Weather' }).check();
  await dialog.getByLabel('Internal note (optional)').fill(note);
  await expectNoAxeViolations(desk.page);
  await dialog.getByRole('button', { name: 'Cancel the visit' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    desk.page
      .getByRole('status')
      .filter({ hasText: `${patientName(snowedOut)}’s visit is cancelled. They are told by email.` }),
  ).toBeVisible();
  await expect(visitCard(desk.page, snowedOut)).toContainText('Cancelled: weather');
  await expectNoAxeViolations(desk.page);

  const mail = await mailTo(snowedOut.patient.email, /cancel/i);
  expect(mail.text).not.toContain('snow');
  expect(mail.text).not.toContain('Dr. Chen');

  // The auditor finds both changes, by appointment, each with what it changed.
  const audit = await staffBrowser(browser, viewport);
  await registerPasskey(audit.page, auditorInvite, auditorPerson, 'Compliance laptop');
  await audit.page
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Audit trail' })
    .click();
  await expect(audit.page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  for (const visit of [arriving, snowedOut]) {
    await audit.page.getByLabel('Appointment id').fill(visit.appointment.id);
    await audit.page.getByRole('button', { name: 'Show entries' }).click();
    const rows = audit.page.getByRole('row').filter({ hasText: deskPerson.name });
    await expect(rows.first()).toBeVisible();
    await expect(rows.first()).toContainText(visit.appointment.id);
  }
  // The internal note is kept in the trail alone; the row's details give the coded reason.
  const cancelled = audit.page.getByRole('row').filter({ hasText: note });
  await expect(cancelled).toHaveCount(1);
  const headers = await audit.page.getByRole('columnheader').allTextContents();
  await expect(cancelled.getByRole('cell').nth(headers.indexOf('Details'))).toHaveText('Reason: Weather');
  await audit.page.getByLabel('Appointment id').fill(arriving.appointment.id);
  await audit.page.getByRole('button', { name: 'Show entries' }).click();
  await expect(audit.page.getByRole('row').filter({ hasText: 'record-attendance' })).toContainText(
    'Attendance from not recorded to checked in',
  );
  await expectNoAxeViolations(audit.page);

  // The administrator's invites, each role named with its clinic as the People screen names it.
  const session = await admin.page.request.get(staffPaths.session);
  const { staff } = StaffSessionResponseSchema.parse(await session.json()).data;
  await audit.page.goto(`/staff/audit?staffId=${encodeURIComponent(staff.id)}`);
  const invites = audit.page.getByRole('row').filter({ hasText: 'invite-created' });
  await expect(invites.filter({ hasText: `Roles: Front desk at ${arriving.provider.vanityName}` })).toHaveCount(1);
  await expect(invites.filter({ hasText: 'Roles: Auditor across the chain' })).toHaveCount(1);
  await expectNoAxeViolations(audit.page);

  for (const member of [admin, desk, audit]) await member.context.close();
});

import { randomInt } from 'node:crypto';
import { staffPaths } from '@hs/contracts/staff-identity';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { watchCspViolations } from '../support/csp.js';
import {
  addVirtualAuthenticator,
  inviteByCommand,
  newStaffPerson,
  registerPasskey,
  STAFF_BASE_URL,
  tabTo,
} from '../support/staff-console.js';

/**
 * Staff sign in with passkeys only (issue 31), in Chromium with a virtual platform authenticator: the first
 * administrator's invite comes from `npm run staff -- invite`, as an operator makes it.
 */

test.use({
  baseURL: STAFF_BASE_URL,
  extraHTTPHeaders: { 'x-forwarded-for': `198.18.${randomInt(1, 255)}.${randomInt(1, 255)}` },
});

test('an invite creates a passkey that signs in, out and back in, by keyboard alone', { tag: '@layout' }, async ({
  page,
}) => {
  const csp = watchCspViolations(page);
  const authenticator = await addVirtualAuthenticator(page);
  const admin = newStaffPerson('Avery Admin');
  const invite = await inviteByCommand(admin);

  const response = await page.goto(invite);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your passkey' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`This invite is for ${admin.name} (${admin.email})`);
  await expect(page.getByLabel(/password/i)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // No name: the error summary says so, and creates nothing.
  await page.getByRole('button', { name: 'Create the passkey' }).click();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeFocused();
  await expect(
    page.getByRole('link', { name: 'Name the passkey, so you can tell your passkeys apart.' }),
  ).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(0);
  await expectNoAxeViolations(page);

  await registerPasskey(page, invite, admin, 'Work laptop');
  expect(await authenticator.credentials()).toHaveLength(1);
  await expect(page.getByRole('navigation', { name: 'Staff console' })).toContainText('People');
  await expect(page).toHaveTitle(/Home – Staff console/);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the staff console' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'You have signed out.' })).toBeVisible();
  expect((await page.request.get(staffPaths.session)).status()).toBe(401);
  await expectNoAxeViolations(page);

  // A page of the console without a session goes to sign-in, and back to it once signed in.
  await page.goto('/staff/people');
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  const signIn = page.getByRole('button', { name: 'Sign in with a passkey' });
  await tabTo(page, signIn);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/people$/);
  await expect(page.getByRole('heading', { level: 3, name: admin.name })).toBeVisible();
  await expectNoAxeViolations(page);

  // The invite worked once.
  await page.goto(invite);
  await expect(page.getByRole('heading', { level: 1, name: 'This invite can no longer be used' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('already been used');
  await expectNoAxeViolations(page);
  expect(csp).toEqual([]);
});

test('a device with no passkey for the console is told so, and nobody is signed in', async ({ page }) => {
  await addVirtualAuthenticator(page);
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  const problem = page.getByRole('alert');
  await expect(problem).toContainText('Signing in did not finish.');
  await expect(problem).toContainText('this device has no passkey for the staff console');
  await expect(problem).toContainText('ask your administrator for a new invite');
  expect((await page.request.get(staffPaths.session)).status()).toBe(401);
  await expectNoAxeViolations(page);
});

test('a session that ended is told as such on the sign-in page', async ({ page }) => {
  await addVirtualAuthenticator(page);
  const member = newStaffPerson('Sam Ended');
  await registerPasskey(page, await inviteByCommand(member, 'auditor'), member, 'Desk');
  // The session ends elsewhere (another tab signs out); this tab's next request finds it over.
  const csrfToken = (await (await page.request.get(staffPaths.session)).json()).data.csrfToken as string;
  const signOut = await page.request.post(staffPaths.signOut, {
    headers: { origin: STAFF_BASE_URL, 'x-staff-csrf': csrfToken },
  });
  expect(signOut.status()).toBe(204);
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Your passkeys' }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await expect(page.getByText('Your session ended. Sign in again.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your passkeys' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Desk/ })).toBeVisible();
});

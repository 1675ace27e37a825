import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * The console's address in the journeys: `localhost`, as the server's PUBLIC_URL names it. Passkeys are bound to
 * that host name (the WebAuthn relying party, which cannot be an IP address), and every change must come from
 * that exact origin.
 */
export const STAFF_BASE_URL = `http://localhost:${port}`;

export interface StaffPerson {
  email: string;
  name: string;
}

/** A member no other journey has, by email (unique across the staff) and by name (as pages show people). */
export function newStaffPerson(name: string): StaffPerson {
  const tag = Array.from({ length: 5 }, () => String.fromCharCode(97 + randomInt(26))).join('');
  const fullName = `${name} ${tag.charAt(0).toUpperCase()}${tag.slice(1)}`;
  return { email: `${fullName.toLowerCase().replace(/\W+/g, '.')}@clinic.example`, name: fullName };
}

/**
 * An invite as an operator makes the first one: `npm run staff -- invite`, which reaches the running server
 * through its admin listener (it owns the embedded database's data folder). Answers the link's path.
 */
export async function inviteByCommand(person: StaffPerson, role = 'chain-admin'): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the config names the e2e server data folder there.');
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', 'staff', '--silent', '--', 'invite', '--email', person.email, '--name', person.name, '--role', role],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir } },
  );
  const link = /https?:\/\/\S+\/staff\/invite\/[\w-]+/.exec(stdout)?.[0];
  if (!link) throw new Error(`npm run staff printed no invite link:\n${stdout}`);
  return new URL(link).pathname;
}

export interface VirtualAuthenticator {
  /** The passkeys the authenticator holds. */
  credentials(): Promise<unknown[]>;
}

/**
 * A platform authenticator in the page, through the DevTools protocol: it holds discoverable passkeys and
 * verifies its user (as a fingerprint or PIN would), answering every prompt at once.
 */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

/**
 * A browser of its own for one member: its own cookies, its own authenticator, and a client address of its own,
 * so the sign-in attempt limits of one journey never reach another.
 */
export async function staffBrowser(
  browser: Browser,
  viewport: { width: number; height: number } | null,
): Promise<{ context: BrowserContext; page: Page; authenticator: VirtualAuthenticator }> {
  const context = await browser.newContext({
    baseURL: STAFF_BASE_URL,
    ...(viewport ? { viewport } : {}),
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.${randomInt(1, 255)}.${randomInt(1, 255)}` },
  });
  const page = await context.newPage();
  return { context, page, authenticator: await addVirtualAuthenticator(page) };
}

/** Takes up an invite on its page: names the passkey, creates it, and lands signed in on the console's home. */
export async function registerPasskey(page: Page, invitePath: string, person: StaffPerson, passkeyName: string) {
  await page.goto(invitePath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Create your passkey|Add a passkey/);
  await expect(page.getByRole('main')).toContainText(person.email);
  await page.getByLabel('Name this passkey').fill(passkeyName);
  await page.getByRole('button', { name: /Create the passkey|Add the passkey/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${person.name}` })).toBeVisible();
}

/**
 * Presses Tab until `target` has focus (at most `limit` times), as a keyboard user moves through the page; fails
 * if it never does.
 */
export async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${limit} presses of Tab never reached ${target}.`);
}

/**
 * Invites someone from the console's People page, signed in as a user manager or an administrator; answers the
 * path of the link the page shows once. `where` is a clinic's id, a district's number, or the whole chain.
 */
export async function inviteInConsole(
  page: Page,
  person: StaffPerson,
  role: 'Front desk' | 'Auditor' | 'Clinic manager' | 'District manager' | 'User manager',
  where: { clinic: string } | { district: string } | 'chain',
): Promise<string> {
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'People' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Invite someone' });
  await form.getByLabel('Email address').fill(person.email);
  await form.getByLabel('Name', { exact: true }).fill(person.name);
  await form.getByLabel('Role').selectOption({ label: role });
  if (where === 'chain') {
    await form.getByLabel('Where').selectOption({ label: 'The whole chain' });
  } else if ('district' in where) {
    await form.getByLabel('Where').selectOption({ label: 'A district' });
    await form.getByLabel('District number').fill(where.district);
  } else {
    await form.getByLabel('Where').selectOption({ label: 'One clinic' });
    await form.getByLabel('Clinic id').fill(where.clinic);
  }
  await form.getByRole('button', { name: 'Make the invite link' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Invite link for ${person.name}` })).toBeVisible();
  const link = page.getByRole('textbox', { name: 'Invite link' });
  await expect(link).toBeFocused();
  return new URL(await link.inputValue()).pathname;
}

/**
 * A manager of one clinic, invited from the console by the chain's first administrator (invited by command, whose
 * browser is then closed), signed in with a passkey of their own in a browser of their own.
 */
export async function signedInClinicManager(
  browser: Browser,
  viewport: { width: number; height: number } | null,
  clinicId: string,
) {
  const admin = await staffBrowser(browser, viewport);
  const administrator = newStaffPerson('Morgan Admin');
  await registerPasskey(admin.page, await inviteByCommand(administrator), administrator, 'Office computer');
  const person = newStaffPerson('Casey Manager');
  const invite = await inviteInConsole(admin.page, person, 'Clinic manager', { clinic: clinicId });
  await admin.context.close();
  const manager = await staffBrowser(browser, viewport);
  await registerPasskey(manager.page, invite, person, 'Manager laptop');
  return manager;
}

import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import type { TestApp } from './app.js';
import { deliverAll } from './outbox-fixtures.js';
import { api, bookingBody, SERVICES, slotsOn, type TestProvider } from './scheduling-fixtures.js';
import type { SmtpReceiver } from './smtp-receiver.js';

const WAITLIST = '/appointment-management/v1/waitlist';

let clients = 0;
/** A client of its own per join unless one is named, so the per-client join limit is met only where a test means to. */
const nextClient = () => {
  clients += 1;
  return `10.20.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

export const waitlistApi = {
  join: (t: TestApp, body: unknown, clientIp = nextClient()) =>
    t.app.inject({ method: 'POST', url: `${WAITLIST}/entries`, payload: body as object, remoteAddress: clientIp }),
  confirm: (t: TestApp, id: string, code: string, clientIp = '198.51.100.7') =>
    t.app.inject({
      method: 'POST',
      url: `${WAITLIST}/entries/${id}/confirm`,
      payload: { code },
      remoteAddress: clientIp,
    }),
  offer: (t: TestApp, token: string) =>
    t.app.inject({ method: 'POST', url: `${WAITLIST}/offers/lookup`, payload: { token } }),
  accept: (t: TestApp, token: string, options: { idempotencyKey?: string; language?: 'en' | 'es' } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `${WAITLIST}/offers/accept`,
      payload: { token, ...(options.language ? { language: options.language } : {}) },
      headers: options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {},
    }),
  decline: (t: TestApp, token: string, keepWaiting: boolean) =>
    t.app.inject({ method: 'POST', url: `${WAITLIST}/offers/decline`, payload: { token, keepWaiting } }),
};

let contacts = 0;

/** A "notify me" body for the flu vaccine at `clinic` over `days` from `from`, for a fresh e-mail address. */
export function notifyMeBody(clinic: TestProvider, from: string, to: string, email?: string) {
  contacts += 1;
  return {
    kind: 'notify-me',
    businessName: 'tlc',
    serviceId: SERVICES.flu,
    locationNumbers: [clinic.id],
    startDate: from,
    endDate: to,
    contact: { channel: 'email', email: email ?? `waiting.${contacts}@example.org` },
  };
}

/** The one-time code in the last e-mail to `address`. */
export function codeMailedTo(smtp: SmtpReceiver, address: string): string {
  const mail = smtp
    .inbox()
    .filter((message) => message.to === address)
    .at(-1);
  const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1];
  expect(code, `a code e-mailed to ${address}`).toBeDefined();
  return code!;
}

/** The offer token in the last offer e-mail to `address`, or undefined when none came. */
export function offerMailedTo(smtp: SmtpReceiver, address: string): string | undefined {
  const mails = smtp.inbox().filter((message) => message.to === address && /opened up/.test(message.subject));
  return /waitlist\/offer#([A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.text ?? '')?.[1];
}

/** Joins with `body` and confirms with the code from the e-mail; resolves to the entry id. */
export async function joinAndConfirm<Body extends { contact: { email: string } }>(
  t: TestApp,
  smtp: SmtpReceiver,
  body: Body,
) {
  const joined = await waitlistApi.join(t, body);
  expect(joined.statusCode, joined.body).toBe(201);
  const id = joined.json().data.waitlistEntry.id as string;
  await deliverAll(t);
  const confirmed = await waitlistApi.confirm(t, id, codeMailedTo(smtp, body.contact.email));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  expect(confirmed.json().data.waitlistEntry.status).toBe('waiting');
  return id;
}

/** Books `slot` for a patient and resolves to the appointment, so a test can cancel it to free the seat. */
export async function bookSeat(t: TestApp, clinic: TestProvider, date: string, index: number) {
  const slot = slotsOn(clinic, date)[index]!;
  const response = await api.book(t, bookingBody(clinic, slot));
  expect(response.statusCode, response.body).toBe(201);
  return { slot, ...(response.json().data.appointments[0] as { id: string; confirmCode: string }) };
}

export async function entryStatus(t: TestApp, id: string): Promise<string | undefined> {
  const result = await t.database.db.execute(sql`select status from waitlist_entries where id = ${id}`);
  return rowsOf<{ status: string }>(result)[0]?.status;
}

/** One worker round and the messages it queued, as the timers would run them. */
export async function offerAndDeliver(t: TestApp): Promise<number> {
  const offered = await t.app.waitlist.runOnce();
  await deliverAll(t);
  return offered;
}

/** Leaves the waitlist by the link in the last e-mail to `address`, as its one-click button posts. */
export async function leaveByMail(t: TestApp, smtp: SmtpReceiver, address: string): Promise<void> {
  const mail = smtp
    .inbox()
    .filter((message) => message.to === address)
    .at(-1);
  const link = /(\/appointment-management\/v1\/waitlist\/entries\/[^\s)\]]+)/.exec(mail?.text ?? '')?.[1];
  expect(link, `a leave link e-mailed to ${address}`).toBeDefined();
  const left = await t.app.inject({
    method: 'POST',
    url: link!,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect(left.statusCode, left.body).toBe(200);
}

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { keyNeeds } from '#api/key-rotation.js';
import { expectFieldRejections } from '#api/test/field-rejections.js';
import { deliverAll, useDeliveringApp } from '#api/test/outbox-fixtures.js';
import { addTestProvider, api, type TestProvider } from '#api/test/scheduling-fixtures.js';
import {
  bookSeat,
  codeMailedTo,
  entryStatus,
  joinAndConfirm,
  notifyMeBody,
  offerAndDeliver,
  offerMailedTo,
  waitlistApi,
} from '#api/test/waitlist-fixtures.js';

// TEST_TODAY is Monday 2026-03-02, 10:00 in New York; the test clinic opens 09:00–17:00 on weekdays.
const DAY = 24 * 3_600_000;

describe('joining, confirming, leaving and lapsing', () => {
  const delivering = useDeliveringApp();
  let clinic: TestProvider;
  beforeAll(async () => {
    clinic = await addTestProvider(delivering.t);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const { t } = delivering;
    const good = notifyMeBody(clinic, '2026-03-03', '2026-03-09');
    const ask = async (body: unknown) => {
      const response = await waitlistApi.join(t, body);
      return { status: response.statusCode, body: response.json() };
    };
    await expectFieldRejections(
      ask,
      [
        [{ ...good, kind: 'later' }, 'kind'],
        [{ ...good, serviceId: 'flu' }, 'serviceId'],
        [{ ...good, locationNumbers: ['A', 'B', 'C', 'D'] }, 'locationNumbers'],
        [{ ...good, locationNumbers: [clinic.id, clinic.id] }, 'locationNumbers'],
        [{ ...good, locationNumbers: ['NOPE1'] }, 'locationNumbers.0'],
        [{ ...good, endDate: '2026-03-17' }, 'endDate'],
        [{ ...good, endDate: '2026-03-01' }, 'endDate'],
        [{ ...good, startDate: '2026-02-30' }, 'startDate'],
        [{ ...good, startDate: '2026-03-01', endDate: '2026-03-02' }, 'startDate'],
        [{ ...good, contact: { channel: 'email', email: 'not an address' } }, 'contact.email'],
        [{ ...good, contact: { channel: 'sms', phone: '614-555-0188' } }, 'contact.smsConsent'],
        [{ ...good, contact: { channel: 'sms', phone: '555', smsConsent: 'Yes' } }, 'contact.phone'],
        [{ ...good, extra: true }, ''],
      ].filter(([, field]) => field !== '') as [unknown, string][],
    );
    const confirm = await waitlistApi.confirm(t, 'A'.repeat(22), '12 34');
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().errors[0].field).toBe('code');
  });

  it('confirms by the e-mailed code only, counting wrong codes; an unconfirmed entry expires', async () => {
    const { t, smtp } = delivering;
    const body = notifyMeBody(clinic, '2026-03-03', '2026-03-05');
    const joined = await waitlistApi.join(t, body);
    expect(joined.json().data.waitlistEntry).toMatchObject({ status: 'pending', channel: 'email' });
    const id = joined.json().data.waitlistEntry.id as string;
    await deliverAll(t);
    const code = codeMailedTo(smtp, body.contact.email);
    const mail = smtp.inbox().find((message) => message.to === body.contact.email)!;
    const leavePath = `/appointment-management/v1/waitlist/entries/${id}/leave?token=`;
    // mailparser reads the List-* headers into one 'list' object.
    expect(JSON.stringify(mail.headers.get('list'))).toContain(leavePath);
    expect(mail.text).toContain(leavePath);
    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await waitlistApi.confirm(t, id, wrong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ code: 'WRONG_CODE', field: 'code' });
    expect((await waitlistApi.confirm(t, id, code)).json().data.waitlistEntry.status).toBe('waiting');
    // Its contact is sealed with the current key, which the key report keeps until the entry lapses.
    const needs = await keyNeeds(t.database.db, t.app.secrets, t.clock.now());
    expect(needs).toContainEqual(
      expect.objectContaining({ keyId: t.app.secrets.currentKeyId, what: 'waitlist contacts' }),
    );

    const never = notifyMeBody(clinic, '2026-03-03', '2026-03-05');
    const neverId = (await waitlistApi.join(t, never)).json().data.waitlistEntry.id as string;
    t.clock.advance(31 * 60_000);
    await t.app.waitlist.upkeep();
    expect(await entryStatus(t, neverId)).toBe('expired');
    t.clock.advance(-31 * 60_000);
  });

  it('ends an entry after five wrong codes', async () => {
    const { t } = delivering;
    const joined = await waitlistApi.join(t, notifyMeBody(clinic, '2026-03-03', '2026-03-05'), '198.51.100.80');
    const id = joined.json().data.waitlistEntry.id as string;
    for (let n = 0; n < 5; n++) await waitlistApi.confirm(t, id, `00000${n}`, `198.51.100.${81 + n}`);
    expect(await entryStatus(t, id)).toBe('expired');
  });

  it('keeps three active entries per contact and limits joins per client', async () => {
    const { t } = delivering;
    const email = 'three.times@example.org';
    for (let n = 0; n < 3; n++) {
      expect(
        (await waitlistApi.join(t, notifyMeBody(clinic, '2026-03-03', '2026-03-05', email), '198.51.100.20'))
          .statusCode,
      ).toBe(201);
    }
    const fourth = await waitlistApi.join(
      t,
      notifyMeBody(clinic, '2026-03-03', '2026-03-05', 'THREE.times@example.org'),
      '198.51.100.21',
    );
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().errors[0]).toMatchObject({ code: 'TOO_MANY_ENTRIES', field: 'contact' });

    const answers = [];
    for (let n = 0; n < 12; n++) {
      answers.push(
        (await waitlistApi.join(t, notifyMeBody(clinic, '2026-03-03', '2026-03-05'), '198.51.100.30')).statusCode,
      );
    }
    expect(answers.filter((status) => status === 201)).toHaveLength(10);
    expect(answers.slice(10)).toEqual([429, 429]);
  });

  it('leaves by the link: the page asks, the post ends the entry and passes a held seat on', async () => {
    const { t, smtp } = delivering;
    const booked = await bookSeat(t, clinic, '2026-03-06', 0);
    const leaving = notifyMeBody(clinic, '2026-03-06', '2026-03-06');
    const staying = notifyMeBody(clinic, '2026-03-06', '2026-03-06');
    const leavingId = await joinAndConfirm(t, smtp, leaving);
    t.clock.advance(1000);
    const stayingId = await joinAndConfirm(t, smtp, staying);
    expect((await api.cancel(t, booked.id, booked.confirmCode)).statusCode).toBe(200);
    await offerAndDeliver(t);
    expect(offerMailedTo(smtp, leaving.contact.email)).toBeDefined();

    const mail = smtp
      .inbox()
      .filter((message) => message.to === leaving.contact.email)
      .at(-1)!;
    const link = /(\/appointment-management\/v1\/waitlist\/entries\/[^\s)\]]+)/.exec(mail.text)![1]!;
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect(await entryStatus(t, leavingId)).toBe('offered');
    const forged = link.replace(/token=(.)/, (_, first: string) => `token=${first === 'A' ? 'B' : 'A'}`);
    expect((await t.app.inject({ method: 'POST', url: forged })).statusCode).toBe(404);
    const left = await t.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.statusCode).toBe(200);
    expect(left.body).toContain('You are off the waitlist');
    expect(await entryStatus(t, leavingId)).toBe('cancelled');
    expect(await offerAndDeliver(t)).toBe(1);
    expect(await entryStatus(t, stayingId)).toBe('offered');
  });

  it('lapses at the end of the window, and deletes an ended entry with its offers and messages 30 days on', async () => {
    const { t, smtp } = delivering;
    const body = notifyMeBody(clinic, '2026-03-03', '2026-03-04');
    const id = await joinAndConfirm(t, smtp, body);
    const start = t.clock.now();
    // The window ends at midnight after 2026-03-04 in New York (05:00 UTC).
    t.clock.set(new Date('2026-03-05T04:59:00Z'));
    await t.app.waitlist.upkeep();
    expect(await entryStatus(t, id)).toBe('waiting');
    t.clock.set(new Date('2026-03-05T05:00:00Z'));
    await t.app.waitlist.upkeep();
    expect(await entryStatus(t, id)).toBe('lapsed');
    t.clock.set(new Date(new Date('2026-03-05T05:00:00Z').getTime() + 30 * DAY));
    await t.app.waitlist.upkeep();
    expect(await entryStatus(t, id)).toBeUndefined();
    const messages = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from notification_outbox where waitlist_entry_id = ${id}`,
      ),
    );
    expect(messages[0]!.n).toBe(0);
    t.clock.set(start);
  });

  it('lapses 14 days after joining when the window would run longer', async () => {
    const { t, smtp } = delivering;
    // Joined on Monday 2026-03-02 for 2026-03-13 to 2026-03-16: 14 days end on 2026-03-16, 15:00 UTC.
    const id = await joinAndConfirm(t, smtp, notifyMeBody(clinic, '2026-03-13', '2026-03-16'));
    const start = t.clock.now();
    t.clock.set(new Date(start.getTime() + 14 * DAY));
    await t.app.waitlist.upkeep();
    expect(await entryStatus(t, id)).toBe('lapsed');
    t.clock.set(start);
  });
});

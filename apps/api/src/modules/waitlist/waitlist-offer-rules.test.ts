import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { deliverAll, useDeliveringApp } from '#api/test/outbox-fixtures.js';
import { addTestProvider, api, holdBody, SERVICES, type TestProvider } from '#api/test/scheduling-fixtures.js';
import {
  bookSeat,
  entryStatus,
  joinAndConfirm,
  notifyMeBody,
  offerAndDeliver,
  offerMailedTo,
  waitlistApi,
} from '#api/test/waitlist-fixtures.js';

// TEST_TODAY is Monday 2026-03-02, 10:00 in New York; each test clinic opens 09:00–17:00 on weekdays.
const MINUTE = 60_000;

describe('who is offered a freed seat, and when not', () => {
  const delivering = useDeliveringApp();

  /** A clinic of its own per test, so one test's line never holds another's entries. */
  let clinics: TestProvider[];
  beforeAll(async () => {
    clinics = [];
    for (let n = 0; n < 6; n++) clinics.push(await addTestProvider(delivering.t));
  });

  const offersOf = async (entryId: string) =>
    rowsOf<{ status: string; starts_at: string }>(
      await delivering.t.database.db.execute(
        sql`select status, starts_at from waitlist_offers where entry_id = ${entryId} order by created_at`,
      ),
    );

  it('offers nothing for a visit less than two hours away: the seat stays public', async () => {
    const { t, smtp } = delivering;
    const clinic = clinics[0]!;
    // 11:15 today is an hour and a quarter after the clock's 10:00.
    const booked = await bookSeat(t, clinic, '2026-03-02', 9);
    const entryId = await joinAndConfirm(t, smtp, notifyMeBody(clinic, '2026-03-02', '2026-03-03'));
    expect((await api.cancel(t, booked.id, booked.confirmCode)).statusCode).toBe(200);
    expect(await offerAndDeliver(t)).toBe(0);
    expect(await entryStatus(t, entryId)).toBe('waiting');
    expect((await api.reserve(t, holdBody(clinic, booked.slot))).statusCode).toBe(201);
  });

  it('offers a seat three times at most, never twice to one entry, then gives it back to public search', async () => {
    const { t, smtp } = delivering;
    const clinic = clinics[1]!;
    const booked = await bookSeat(t, clinic, '2026-03-04', 2);
    const bodies = [0, 1, 2, 3].map(() => notifyMeBody(clinic, '2026-03-04', '2026-03-04'));
    const ids: string[] = [];
    for (const body of bodies) {
      ids.push(await joinAndConfirm(t, smtp, body));
      t.clock.advance(1000);
    }
    expect((await api.cancel(t, booked.id, booked.confirmCode)).statusCode).toBe(200);
    for (const [index] of [0, 1, 2].entries()) {
      expect(await offerAndDeliver(t)).toBe(1);
      expect(await entryStatus(t, ids[index]!)).toBe('offered');
      t.clock.advance(11 * MINUTE);
    }
    expect(await offerAndDeliver(t)).toBe(0);
    expect(await entryStatus(t, ids[3]!)).toBe('waiting');
    for (const id of ids.slice(0, 3)) expect(await offersOf(id)).toHaveLength(1);
    expect(await offersOf(ids[3]!)).toHaveLength(0);
    expect((await api.reserve(t, holdBody(clinic, booked.slot))).statusCode).toBe(201);
  });

  it('gives an entry three offers a day at most, and ends it after two offers in a row left unanswered', async () => {
    const { t, smtp } = delivering;
    const clinic = clinics[2]!;
    const seats = [];
    for (const index of [0, 1, 2, 3]) seats.push(await bookSeat(t, clinic, '2026-03-05', index));
    const body = notifyMeBody(clinic, '2026-03-05', '2026-03-05');
    const entryId = await joinAndConfirm(t, smtp, body);
    for (const seat of seats.slice(0, 3)) {
      expect((await api.cancel(t, seat.id, seat.confirmCode)).statusCode).toBe(200);
      expect(await offerAndDeliver(t)).toBe(1);
      // Declined while staying in line, so it does not count as left unanswered.
      const declined = await waitlistApi.decline(t, offerMailedTo(smtp, body.contact.email)!, true);
      expect(declined.json().data.waitlistEntry.status).toBe('waiting');
      await offerAndDeliver(t);
    }
    expect(await offersOf(entryId)).toHaveLength(3);
    expect((await api.cancel(t, seats[3]!.id, seats[3]!.confirmCode)).statusCode).toBe(200);
    expect(await offerAndDeliver(t)).toBe(0);
    // A day later it can be offered again; left to run out twice in a row, the entry ends.
    t.clock.advance(24 * 60 * MINUTE);
    for (const index of [6, 7]) {
      const later = await bookSeat(t, clinic, '2026-03-05', index);
      expect((await api.cancel(t, later.id, later.confirmCode)).statusCode).toBe(200);
      expect(await offerAndDeliver(t)).toBe(1);
      expect(await entryStatus(t, entryId)).toBe('offered');
      t.clock.advance(11 * MINUTE);
      await offerAndDeliver(t);
    }
    expect(await entryStatus(t, entryId)).toBe('expired');
  });

  it('declining for good ends the entry and passes the seat on at once', async () => {
    const { t, smtp } = delivering;
    const clinic = clinics[3]!;
    const booked = await bookSeat(t, clinic, '2026-03-04', 4);
    const first = notifyMeBody(clinic, '2026-03-04', '2026-03-04');
    const second = notifyMeBody(clinic, '2026-03-04', '2026-03-04');
    const firstId = await joinAndConfirm(t, smtp, first);
    t.clock.advance(1000);
    const secondId = await joinAndConfirm(t, smtp, second);
    expect((await api.cancel(t, booked.id, booked.confirmCode)).statusCode).toBe(200);
    await offerAndDeliver(t);
    const declined = await waitlistApi.decline(t, offerMailedTo(smtp, first.contact.email)!, false);
    expect(declined.json().data.waitlistEntry.status).toBe('declined');
    expect(await entryStatus(t, firstId)).toBe('declined');
    expect(await offerAndDeliver(t)).toBe(1);
    expect(await entryStatus(t, secondId)).toBe('offered');
  });

  it('texts an offer only from 8 AM to 9 PM on the clinic clock, naming no service; e-mail waits for nobody', async () => {
    const { t, smtp, sms } = delivering;
    const clinic = clinics[4]!;
    const booked = await bookSeat(t, clinic, '2026-03-04', 3);
    const texted = await waitlistApi.join(t, {
      ...notifyMeBody(clinic, '2026-03-04', '2026-03-04'),
      serviceId: SERVICES.flu,
      contact: { channel: 'sms', phone: '614-555-0188', smsConsent: 'Yes' },
    });
    expect(texted.statusCode, texted.body).toBe(201);
    const textedId = texted.json().data.waitlistEntry.id as string;
    await deliverAll(t);
    const codeText = sms.received.filter((text) => text.to === '+16145550188').at(-1)!;
    const code = /(\d{6})/.exec(codeText.body)![1]!;
    expect((await waitlistApi.confirm(t, textedId, code)).statusCode).toBe(200);
    const mailed = notifyMeBody(clinic, '2026-03-04', '2026-03-04');
    const mailedId = await joinAndConfirm(t, smtp, mailed);

    // 10 PM in New York: the texted entry, first in line, is passed over; the e-mailed one gets the seat.
    const now = t.clock.now();
    t.clock.set(new Date('2026-03-03T03:00:00Z'));
    expect((await api.cancel(t, booked.id, booked.confirmCode)).statusCode).toBe(200);
    expect(await offerAndDeliver(t)).toBe(1);
    expect(await entryStatus(t, textedId)).toBe('waiting');
    expect(await entryStatus(t, mailedId)).toBe('offered');

    // In the morning the night's offer has run out; the texted entry, first in line, is offered that seat now, by
    // a text without the service's name, and the e-mailed one the next seat freed.
    t.clock.set(new Date('2026-03-03T13:30:00Z'));
    expect(await offerAndDeliver(t)).toBe(1);
    expect(await entryStatus(t, textedId)).toBe('offered');
    const morning = await bookSeat(t, clinic, '2026-03-04', 7);
    expect((await api.cancel(t, morning.id, morning.confirmCode)).statusCode).toBe(200);
    expect(await offerAndDeliver(t)).toBe(1);
    expect(await entryStatus(t, mailedId)).toBe('offered');
    const offerText = sms.received.filter((text) => text.to === '+16145550188').at(-1)!;
    expect(offerText.body).toMatch(/^The Local Clinic: a time opened up, /);
    // Its short link leads to the offer's page; the browser carries the fragment, and so the token, over.
    const link = /(https:\/\/scheduler\.example(\/o)#[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}) /.exec(offerText.body);
    expect(link, offerText.body).not.toBeNull();
    const followed = await t.app.inject({ method: 'GET', url: link![2]! });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/health-services/scheduler/waitlist/offer');
    expect(offerText.body).not.toMatch(/flu|vaccine/i);
    t.clock.set(now);
  });

  it('reads the whole line: thirty entries the seat cannot go to keep it from nobody behind them', async () => {
    const { t, smtp, sms } = delivering;
    const clinic = clinics[5]!;
    const booked = await bookSeat(t, clinic, '2026-03-04', 5);
    const texted: string[] = [];
    for (let n = 0; n < 30; n++) {
      const phone = `614-555-02${String(n).padStart(2, '0')}`;
      const joined = await waitlistApi.join(t, {
        ...notifyMeBody(clinic, '2026-03-04', '2026-03-04'),
        contact: { channel: 'sms', phone, smsConsent: 'Yes' },
      });
      expect(joined.statusCode, joined.body).toBe(201);
      await deliverAll(t);
      const codeText = sms.received.filter((text) => text.to === `+1${phone.replaceAll('-', '')}`).at(-1)!;
      const id = joined.json().data.waitlistEntry.id as string;
      const confirmed = await waitlistApi.confirm(t, id, /(\d{6})/.exec(codeText.body)![1]!, `10.30.0.${n + 1}`);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      texted.push(id);
      t.clock.advance(1000);
    }
    const mailedId = await joinAndConfirm(t, smtp, notifyMeBody(clinic, '2026-03-04', '2026-03-04'));

    // 10 PM in New York: no text goes out, so the thirty in front are passed over for the e-mailed entry.
    const now = t.clock.now();
    t.clock.set(new Date('2026-03-03T03:00:00Z'));
    expect((await api.cancel(t, booked.id, booked.confirmCode)).statusCode).toBe(200);
    await offerAndDeliver(t);
    expect(await entryStatus(t, mailedId)).toBe('offered');
    expect(await offersOf(mailedId)).toHaveLength(1);
    for (const id of texted) expect(await entryStatus(t, id)).toBe('waiting');
    t.clock.set(now);
  });
});

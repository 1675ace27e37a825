import { staffPath, staffPaths } from '@hs/contracts/staff-identity';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import type { StaffGrant } from '#api/modules/staff';
import { deskClinic, staffWith } from '#api/test/desk-fixtures.js';
import { deliverAll, useDeliveringApp } from '#api/test/outbox-fixtures.js';
import { api, bookingBody, slotsOn, type TestProvider } from '#api/test/scheduling-fixtures.js';
import type { SignedInStaff } from '#api/test/staff-fixtures.js';
import {
  bookSeat,
  codeMailedTo,
  joinAndConfirm,
  leaveByMail,
  notifyMeBody,
  offerAndDeliver,
  offerMailedTo,
  waitlistApi,
} from '#api/test/waitlist-fixtures.js';

// The clock starts on Monday 2026-03-02, 10:00 in New York (TEST_TODAY); desk clinics open 07:00-19:00 daily.
const DIVISION = '771';
/** Past the 10 minutes an offer's seat is held. */
const OFFER_RAN_OUT = 11 * 60_000;

describe("a clinic's waitlist figures", () => {
  const delivering = useDeliveringApp();
  let clinic: TestProvider;
  let neighbour: TestProvider;
  let elsewhere: TestProvider;
  const patients: string[] = [];

  /** A seat of `at` booked, then cancelled once someone waits for it: the worker offers it and e-mails the offer. */
  async function freeAndOffer(at: TestProvider, day: string, waiter: () => Promise<unknown>) {
    const { t } = delivering;
    const booked = await bookSeat(t, at, day, 0);
    await waiter();
    expect((await api.cancel(t, booked.id, booked.confirmCode)).statusCode).toBe(200);
    expect(await offerAndDeliver(t)).toBe(1);
  }

  /** A "notify me" entry at `at` for `from`..`to`, waiting; resolves to its contact. */
  async function waitFor(at: TestProvider, from: string, to: string) {
    const body = notifyMeBody(at, from, to);
    await joinAndConfirm(delivering.t, delivering.smtp, body);
    patients.push(body.contact.email);
    return body.contact.email;
  }

  /** An "earlier" entry for a visit booked at `clinic` on `day`, waiting. */
  async function waitForEarlier(day: string) {
    const { t, smtp } = delivering;
    const booking = bookingBody(clinic, slotsOn(clinic, day)[4]!);
    const booked = await api.book(t, booking);
    expect(booked.statusCode, booked.body).toBe(201);
    const email = 'sooner.figures@example.org';
    const joined = await waitlistApi.join(t, {
      kind: 'earlier',
      confirmCode: booked.json().data.appointments[0].confirmCode,
      lastName: booking.basicInfo.lastName,
      dateOfBirth: booking.basicInfo.dateOfBirth,
      contact: { channel: 'email', email },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    await deliverAll(t);
    const id = joined.json().data.waitlistEntry.id as string;
    expect((await waitlistApi.confirm(t, id, codeMailedTo(smtp, email))).statusCode).toBe(200);
    patients.push(email, booking.basicInfo.lastName);
    return email;
  }

  beforeAll(async () => {
    const { t, smtp } = delivering;
    clinic = await deskClinic(t, { division: DIVISION });
    neighbour = await deskClinic(t, { division: DIVISION });
    elsewhere = await deskClinic(t, { division: '772' });

    // Monday: two offers accepted. A visit on the 13th moves to the 5th: 8 days sooner. A wait for the 3rd to
    // the 6th gets the 3rd: 3 days sooner than the last day asked for.
    let sooner = '';
    await freeAndOffer(clinic, '2026-03-05', async () => {
      sooner = await waitForEarlier('2026-03-13');
    });
    expect((await waitlistApi.accept(t, offerMailedTo(smtp, sooner)!)).statusCode).toBe(200);
    let waiting = '';
    await freeAndOffer(clinic, '2026-03-03', async () => {
      waiting = await waitFor(clinic, '2026-03-03', '2026-03-06');
    });
    const booked = await api.book(t, {
      ...bookingBody(clinic, slotsOn(clinic, '2026-03-03')[9]!),
      waitlistOffer: offerMailedTo(smtp, waiting),
    });
    expect(booked.statusCode, booked.body).toBe(201);

    // Friday: one offer declined, one left to run out, one withdrawn by leaving the list, one still held; and
    // one held at the neighbour. Each waits for a day of its own, so no seat passes to another.
    t.clock.set(new Date('2026-03-06T15:00:00Z'));
    let declining = '';
    await freeAndOffer(clinic, '2026-03-09', async () => {
      declining = await waitFor(clinic, '2026-03-09', '2026-03-09');
    });
    expect((await waitlistApi.decline(t, offerMailedTo(smtp, declining)!, false)).statusCode).toBe(200);
    await freeAndOffer(clinic, '2026-03-10', () => waitFor(clinic, '2026-03-10', '2026-03-10'));
    t.clock.advance(OFFER_RAN_OUT);
    await offerAndDeliver(t);
    let leaving = '';
    await freeAndOffer(clinic, '2026-03-11', async () => {
      leaving = await waitFor(clinic, '2026-03-11', '2026-03-11');
    });
    await leaveByMail(t, smtp, leaving);
    await freeAndOffer(clinic, '2026-03-12', () => waitFor(clinic, '2026-03-12', '2026-03-12'));
    await freeAndOffer(neighbour, '2026-03-12', () => waitFor(neighbour, '2026-03-12', '2026-03-12'));
  });

  const member = (grants: StaffGrant[]) => staffWith(delivering.t, grants);
  const figures = (staff: SignedInStaff, clinicId: string, query: Record<string, string> = {}) =>
    delivering.t.app.inject({
      method: 'GET',
      url: `${staffPath(staffPaths.waitlistFigures, { clinicId })}?${new URLSearchParams(query)}`,
      headers: staff.read,
    });
  const trailRows = async () =>
    rowsOf<{ n: number }>(await delivering.t.database.db.execute(sql`select count(*)::int as n from staff_audit`))[0]!
      .n;
  const none = { made: 0, accepted: 0, declined: 0, expired: 0, withdrawn: 0, open: 0 };

  it('counts the offers made on the last 30 days by how they ended, with the median days sooner', async () => {
    const manager = await member([{ role: 'clinic-manager', scope: 'clinic', scopeId: clinic.id }]);
    const before = await trailRows();

    const response = await figures(manager, clinic.id);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      data: {
        waitlist: {
          from: '2026-02-05',
          to: '2026-03-06',
          offers: { made: 6, accepted: 2, declined: 1, expired: 1, withdrawn: 1, open: 1 },
          acceptanceRate: 0.4,
          medianDaysEarlier: 5.5,
        },
      },
    });
    for (const secret of patients) expect(response.body).not.toContain(secret);
    expect(await trailRows(), 'figures hold no patient data: reading them leaves no trail row').toBe(before);
  });

  it('reads the days earlier the accepted events carry: one definition', async () => {
    const events = rowsOf<{ days: number }>(
      await delivering.t.database.db.execute(
        sql`select (payload->'data'->>'daysEarlier')::int as days from analytics_events
            where name = 'waitlist-accepted' order by id`,
      ),
    );
    expect(events.map((event) => event.days)).toEqual([8, 3]);
  });

  it('counts only the offers made on the days asked for, on the clinic’s calendar', async () => {
    const manager = await member([{ role: 'clinic-manager', scope: 'clinic', scopeId: clinic.id }]);
    const monday = await figures(manager, clinic.id, { from: '2026-03-02', to: '2026-03-02' });
    expect(monday.json().data.waitlist).toEqual({
      from: '2026-03-02',
      to: '2026-03-02',
      offers: { ...none, made: 2, accepted: 2 },
      acceptanceRate: 1,
      medianDaysEarlier: 5.5,
    });
    const friday = await figures(manager, clinic.id, { from: '2026-03-06' });
    expect(friday.json().data.waitlist).toEqual({
      from: '2026-03-06',
      to: '2026-03-06',
      offers: { made: 4, accepted: 0, declined: 1, expired: 1, withdrawn: 1, open: 1 },
      acceptanceRate: 0,
      medianDaysEarlier: null,
    });
    const between = await figures(manager, clinic.id, { from: '2026-03-03', to: '2026-03-05' });
    expect(between.json().data.waitlist).toEqual({
      from: '2026-03-03',
      to: '2026-03-05',
      offers: none,
      acceptanceRate: null,
      medianDaysEarlier: null,
    });
  });

  it('refuses days it no longer keeps whole, days out of order and dates that are not dates, naming the field', async () => {
    const manager = await member([{ role: 'clinic-manager', scope: 'clinic', scopeId: clinic.id }]);
    const answer = async (query: Record<string, string>) => {
      const response = await figures(manager, clinic.id, query);
      return [response.statusCode, response.json().errors[0].field];
    };
    expect(await answer({ from: '2026-02-04' })).toEqual([400, 'from']);
    expect(await answer({ to: '2026-02-04' })).toEqual([400, 'to']);
    expect(await answer({ from: '2026-03-06', to: '2026-03-05' })).toEqual([400, 'to']);
    expect(await answer({ from: '2026-02-30' })).toEqual([400, 'from']);
    expect(await answer({ to: 'friday' })).toEqual([400, 'to']);
  });

  it('answers the managers of the clinic, of its district and of the chain, and nobody else', async () => {
    const allowed = [
      await member([{ role: 'clinic-manager', scope: 'clinic', scopeId: clinic.id }]),
      await member([{ role: 'district-manager', scope: 'district', scopeId: DIVISION }]),
      await member([{ role: 'chain-admin', scope: 'chain', scopeId: null }]),
    ];
    const refused = [
      await member([{ role: 'front-desk', scope: 'clinic', scopeId: clinic.id }]),
      await member([{ role: 'clinic-manager', scope: 'clinic', scopeId: elsewhere.id }]),
      await member([{ role: 'district-manager', scope: 'district', scopeId: '772' }]),
      await member([{ role: 'user-manager', scope: 'chain', scopeId: null }]),
      await member([{ role: 'auditor', scope: 'chain', scopeId: null }]),
    ];
    const before = await trailRows();
    for (const staff of allowed) {
      const response = await figures(staff, clinic.id);
      expect([response.statusCode, response.json().data.waitlist.offers.made]).toEqual([200, 6]);
    }
    for (const staff of refused) {
      const response = await figures(staff, clinic.id);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().errors[0].code).toBe('STAFF_NOT_ALLOWED');
    }
    expect(await trailRows()).toBe(before);

    // The neighbour's own figures count its offer only; a clinic nobody knows is not found.
    const district = allowed[1]!;
    expect((await figures(district, neighbour.id)).json().data.waitlist.offers).toEqual({ ...none, made: 1, open: 1 });
    expect((await figures(district, elsewhere.id)).statusCode).toBe(403);
    expect((await figures(district, 'NOSUCH1')).statusCode).toBe(404);
  });
});

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { useDeliveringApp } from '#api/test/outbox-fixtures.js';
import { addTestProvider, api, bookingBody, slotsOn, type TestProvider } from '#api/test/scheduling-fixtures.js';
import {
  bookSeat,
  entryStatus,
  joinAndConfirm,
  notifyMeBody,
  offerAndDeliver,
  waitlistApi,
} from '#api/test/waitlist-fixtures.js';

// TEST_TODAY is Monday 2026-03-02, 10:00 in New York; the test clinics open 09:00–17:00 on weekdays. Tennessee's
// minimum age is 18 months, elsewhere 12 (§9).
const TENNESSEE = { brandSlug: 'harvest-market', latitude: 36.16, longitude: -86.78, stateCode: 'TN' };
const OHIO = { ...TENNESSEE, latitude: 39.1, longitude: -84.5, stateCode: 'OH' };
/** 17 months old today; 18 months on Tuesday 2026-03-10. */
const TODDLER = '2024-09-10';

const birthDateOf = async (t: Parameters<typeof entryStatus>[0], id: string) =>
  rowsOf<{ sealed: string | null }>(
    await t.database.db.execute(sql`select date_of_birth_sealed as sealed from waitlist_entries where id = ${id}`),
  )[0]?.sealed;

describe('the minimum age at offer time', () => {
  const delivering = useDeliveringApp();
  let tennessee: TestProvider;
  let ohio: TestProvider;
  beforeAll(async () => {
    tennessee = await addTestProvider(delivering.t, { store: TENNESSEE });
    ohio = await addTestProvider(delivering.t, { store: OHIO });
  });

  it('keeps a young patient sealed and only while it matters; refuses one no offer could fit', async () => {
    const { t, smtp } = delivering;
    const toddler = { ...notifyMeBody(tennessee, '2026-03-03', '2026-03-13'), dateOfBirth: TODDLER };
    const toddlerId = await joinAndConfirm(t, smtp, toddler);
    const sealed = await birthDateOf(t, toddlerId);
    expect(sealed).toBeTruthy();
    expect(sealed).not.toContain(TODDLER);
    // Old enough in Ohio already: nothing is kept.
    const ohioId = await joinAndConfirm(t, smtp, {
      ...notifyMeBody(ohio, '2026-03-03', '2026-03-13'),
      dateOfBirth: TODDLER,
    });
    expect(await birthDateOf(t, ohioId)).toBeNull();

    const baby = { ...notifyMeBody(tennessee, '2026-03-03', '2026-03-13'), dateOfBirth: '2025-06-01' };
    const refused = await waitlistApi.join(t, baby);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ code: 'TOO_YOUNG', field: 'dateOfBirth' });
    const unborn = await waitlistApi.join(t, { ...baby, dateOfBirth: '2026-03-03' });
    expect(unborn.json().errors[0]).toMatchObject({ field: 'dateOfBirth' });
    const unreal = await waitlistApi.join(t, { ...baby, dateOfBirth: '2025-02-29' });
    expect(unreal.json().errors[0]).toMatchObject({ field: 'dateOfBirth' });

    // The window ends at midnight after 2026-03-13 in New York: the entry lapses, and the same upkeep erases the
    // date of birth, 30 days before the row goes.
    const now = t.clock.now();
    t.clock.set(new Date('2026-03-14T04:00:00Z'));
    await t.app.waitlist.upkeep();
    expect(await entryStatus(t, toddlerId)).toBe('lapsed');
    expect(await birthDateOf(t, toddlerId)).toBeNull();
    t.clock.set(now);
  });

  it('passes over a patient too young on the offer day for the next in line, and offers once they are old enough', async () => {
    const { t, smtp } = delivering;
    const clinic = await addTestProvider(t, { store: TENNESSEE });
    const toddlerId = await joinAndConfirm(t, smtp, {
      ...notifyMeBody(clinic, '2026-03-03', '2026-03-13'),
      dateOfBirth: TODDLER,
    });
    t.clock.advance(1000);
    const adultId = await joinAndConfirm(t, smtp, notifyMeBody(clinic, '2026-03-03', '2026-03-13'));

    const first = await bookSeat(t, clinic, '2026-03-12', 0);
    expect((await api.cancel(t, first.id, first.confirmCode)).statusCode).toBe(200);
    expect(await offerAndDeliver(t)).toBe(1);
    expect(await entryStatus(t, toddlerId)).toBe('waiting');
    expect(await entryStatus(t, adultId)).toBe('offered');

    // On the day the patient turns 18 months, the next seat freed is theirs: they are first in line.
    const start = t.clock.now();
    t.clock.set(new Date('2026-03-10T14:00:00Z'));
    const second = await bookSeat(t, clinic, '2026-03-12', 1);
    expect((await api.cancel(t, second.id, second.confirmCode)).statusCode).toBe(200);
    expect(await offerAndDeliver(t)).toBe(1);
    expect(await entryStatus(t, toddlerId)).toBe('offered');
    t.clock.set(start);
  });

  it("checks an earlier appointment's patient, from the booking's record, against the new visit's day", async () => {
    const { t, smtp } = delivering;
    const clinic = await addTestProvider(t, { store: OHIO });
    // Booked in Ohio at 13 months; then the directory corrects the clinic's state to Tennessee (18 months).
    const young = bookingBody(clinic, slotsOn(clinic, '2026-03-13')[2]!);
    young.basicInfo.dateOfBirth = '2025-01-20';
    const older = bookingBody(clinic, slotsOn(clinic, '2026-03-13')[3]!);
    const ids = [];
    for (const booking of [young, older]) {
      const booked = await api.book(t, booking);
      expect(booked.statusCode, booked.body).toBe(201);
      const appointment = booked.json().data.appointments[0] as { confirmCode: string };
      ids.push(
        await joinAndConfirm(t, smtp, {
          kind: 'earlier',
          confirmCode: appointment.confirmCode,
          lastName: booking.basicInfo.lastName,
          dateOfBirth: booking.basicInfo.dateOfBirth,
          contact: { channel: 'email', email: `earlier.${booking.basicInfo.lastName.toLowerCase()}@example.org` },
        }),
      );
      t.clock.advance(1000);
    }
    await t.database.db.execute(sql`update clinics set state_code = 'TN' where provider_id = ${clinic.id}`);

    const freed = await bookSeat(t, clinic, '2026-03-05', 0);
    expect((await api.cancel(t, freed.id, freed.confirmCode)).statusCode).toBe(200);
    expect(await offerAndDeliver(t)).toBe(1);
    expect(await entryStatus(t, ids[0]!)).toBe('waiting');
    expect(await entryStatus(t, ids[1]!)).toBe('offered');
  });
});

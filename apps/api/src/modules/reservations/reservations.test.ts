import { ReservationResponseSchema } from '@hs/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { addTestProvider, api, countRows, holdBody, SERVICES, slotsOn } from '#api/test/scheduling-fixtures.js';
import { useTestApp, useTestProvider } from '#api/test/test-app-hooks.js';

// The test clock starts on Monday 2026-03-02 at 10:00 in New York.
const TOMORROW = '2026-03-03';

describe('POST/DELETE /appointment-management/v1/appointment-reservations', () => {
  const t = useTestApp();
  const clinic = useTestProvider(t);

  const claimsOf = async (code: string) =>
    rowsOf<{ seat: number; starts_at: Date }>(
      await t.database.db.execute(sql`select seat, starts_at from slot_claims where reservation_code = ${code}`),
    );

  it('holds a slot for HOLD_MINUTES and answers the §7 envelope', async () => {
    const slot = slotsOn(clinic, TOMORROW)[0]!;
    const response = await api.reserve(t, holdBody(clinic, slot));
    expect(response.statusCode).toBe(201);
    const { appointmentReservations: hold } = ReservationResponseSchema.parse(response.json()).data;
    expect(hold).toMatchObject({
      providerId: clinic.id,
      timestamp: '2026-03-03T14:00:00.000Z',
      timezone: 'America/New_York',
      serviceId: SERVICES.flu,
      expiresAt: new Date(t.clock.now().getTime() + 10 * 60_000).toISOString(),
    });
    expect(hold.reservationCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await claimsOf(hold.reservationCode)).toHaveLength(1);
  });

  it('refuses a full slot with 409 and frees it on release, idempotently', async () => {
    const slot = slotsOn(clinic, TOMORROW)[4]!;
    const first = await api.reserve(t, holdBody(clinic, slot));
    expect(first.statusCode).toBe(201);
    expect((await api.reserve(t, holdBody(clinic, slot))).statusCode).toBe(409);
    const code = first.json().data.appointmentReservations.reservationCode;
    expect((await api.release(t, code)).statusCode).toBe(204);
    expect((await api.release(t, code)).statusCode).toBe(204);
    expect((await api.release(t, 'AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(204);
    expect((await api.reserve(t, holdBody(clinic, slot))).statusCode).toBe(201);
  });

  it('lets an expired hold stop counting without any clean-up job', async () => {
    const slot = slotsOn(clinic, TOMORROW)[6]!;
    expect((await api.reserve(t, holdBody(clinic, slot))).statusCode).toBe(201);
    t.clock.advance(9 * 60_000 + 59_000);
    expect((await api.reserve(t, holdBody(clinic, slot))).statusCode).toBe(409);
    t.clock.advance(1_000);
    expect((await api.reserve(t, holdBody(clinic, slot))).statusCode).toBe(201);
    t.clock.advance(-10 * 60_000);
  });

  it('fills every seat of a two-seat clinic, then refuses', async () => {
    const pair = await addTestProvider(t, { capacity: 2 });
    const slot = slotsOn(pair, TOMORROW)[0]!;
    const seats: number[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await api.reserve(t, holdBody(pair, slot));
      expect(response.statusCode).toBe(201);
      seats.push(...(await claimsOf(response.json().data.appointmentReservations.reservationCode)).map((c) => c.seat));
    }
    expect(seats.sort()).toEqual([1, 2]);
    expect((await api.reserve(t, holdBody(pair, slot))).statusCode).toBe(409);
  });

  it('claims every 15-minute cell a longer service covers', async () => {
    const slots = slotsOn(clinic, '2026-03-04');
    const sick = await api.reserve(t, holdBody(clinic, slots[0]!, SERVICES.sickVisit));
    expect(sick.statusCode).toBe(201);
    const cells = await claimsOf(sick.json().data.appointmentReservations.reservationCode);
    expect(cells.map((c) => new Date(c.starts_at).toISOString()).sort()).toEqual([
      '2026-03-04T14:00:00.000Z',
      '2026-03-04T14:15:00.000Z',
    ]);
    // The 20-minute visit runs into the 09:15 cell, so a flu shot then has no seat; 09:30 is free.
    expect((await api.reserve(t, holdBody(clinic, slots[1]!))).statusCode).toBe(409);
    expect((await api.reserve(t, holdBody(clinic, slots[2]!))).statusCode).toBe(201);
  });

  it('reads the reservation time on the provider clock across the daylight-saving change', async () => {
    const response = await api.reserve(t, { ...holdBody(clinic, slotsOn(clinic, '2026-03-09')[0]!) });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.appointmentReservations.timestamp).toBe('2026-03-09T13:00:00.000Z');
    const west = await addTestProvider(t, { timeZone: 'America/Los_Angeles' });
    const pacific = await api.reserve(t, { ...holdBody(west, slotsOn(west, TOMORROW)[0]!) });
    expect(pacific.json().data.appointmentReservations.timestamp).toBe('2026-03-03T17:00:00.000Z');
  });

  it('picks the first licensed provider with a free seat for a licensure state', async () => {
    // Kentucky is covered by the central and the eastern virtual teams, three seats each.
    const body = {
      serviceId: SERVICES.virtualSick,
      businessName: 'tlc',
      reservationTime: `${TOMORROW} 10:00:00`,
      licensureState: 'KY',
    };
    const chosen: string[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await api.reserve(t, body);
      expect(response.statusCode).toBe(201);
      chosen.push(response.json().data.appointmentReservations.providerId);
    }
    expect(chosen).toEqual([...Array(3).fill('virtual-central'), ...Array(3).fill('virtual-eastern')]);
    expect((await api.reserve(t, body)).statusCode).toBe(409);
    const unlicensed = await api.reserve(t, { ...body, licensureState: 'AK' });
    expect(unlicensed.statusCode).toBe(400);
    expect(unlicensed.json().errors[0].field).toBe('licensureState');
  });

  it('writes an audit row per reserve and release, without patient data', async () => {
    const slot = slotsOn(clinic, TOMORROW)[8]!;
    const before = await countRows(t);
    const code = (await api.reserve(t, holdBody(clinic, slot))).json().data.appointmentReservations.reservationCode;
    await api.release(t, code);
    const rows = rowsOf<{ action: string; reservation_code: string; provider_id: string }>(
      await t.database.db.execute(
        sql`select action, reservation_code, provider_id from audit_log where reservation_code = ${code} order by id`,
      ),
    );
    expect(rows.map((row) => row.action)).toEqual(['reserve', 'release']);
    expect((await countRows(t)).audit_log).toBe(before.audit_log + 2);
  });
});

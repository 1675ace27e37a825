import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { api, bookingBody, slotsOn, type TestProvider } from './scheduling-fixtures.js';
import { useTestApp, useTestProvider } from './test-app-hooks.js';

interface Booked {
  id: string;
  confirmCode: string;
  timestamp: string;
}

/** Concurrent moves against each other, against cancellation and against booking of the same seat. */
export function rescheduleContentionSuite(requests: number) {
  const t = useTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1_000_000, CONFIRM_ATTEMPT_LIMIT: 1000 } });
  const clinic = useTestProvider(t);
  const elsewhere = useTestProvider(t);

  /** Distinct patients on distinct seats: `count` flu shots over the days given, from the `from`-th seat. */
  async function bookMany(count: number, days: string[], from = 0): Promise<Booked[]> {
    const seats = days.flatMap((day) => slotsOn(clinic, day)).slice(from);
    const booked: Booked[] = [];
    for (const slot of seats.slice(0, count)) {
      const response = await api.book(t, bookingBody(clinic, slot));
      expect(response.statusCode).toBe(201);
      booked.push(response.json().data.appointments[0]);
    }
    return booked;
  }

  async function rowOf(id: string) {
    const result = await t.database.db.execute(sql`
      select a.status, a.starts_at as "startsAt", a.sequence,
        (select count(*)::int from slot_claims c where c.appointment_id = a.id) as seats,
        (select min(c.starts_at) from slot_claims c where c.appointment_id = a.id) as "seatAt"
      from appointments a where a.id = ${id}`);
    const row = rowsOf<{ status: string; startsAt: string; sequence: number; seats: number; seatAt: string | null }>(
      result,
    )[0]!;
    return {
      status: row.status,
      startsAt: new Date(row.startsAt).toISOString(),
      sequence: row.sequence,
      seats: row.seats,
      seatAt: row.seatAt ? new Date(row.seatAt).toISOString() : null,
    };
  }

  async function holdersOf(startsAt: string, provider: TestProvider = clinic): Promise<number> {
    const result = await t.database.db.execute(sql`
      select count(*)::int as n from slot_claims
      where provider_id = ${provider.id} and starts_at = ${startsAt}::timestamptz and appointment_id is not null`);
    return rowsOf<{ n: number }>(result)[0]!.n;
  }

  it(`gives a one-seat slot to exactly one of ${requests} concurrent reschedules and leaves the others intact`, async () => {
    const booked = await bookMany(requests, ['2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-09']);
    const target = slotsOn(clinic, '2026-03-10')[0]!;
    const answers = await Promise.all(
      booked.map((appointment, i) =>
        api.reschedule(
          t,
          appointment.id,
          { confirmCode: appointment.confirmCode, dateTime: target.timestamp },
          { clientIp: `198.18.${Math.floor(i / 250)}.${i % 250}` },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(requests - 1);
    expect(await holdersOf(target.timestamp)).toBe(1);
    for (const [i, appointment] of booked.entries()) {
      const row = await rowOf(appointment.id);
      if (statuses[i] === 200) {
        expect(row).toEqual({
          status: 'BOOKED',
          startsAt: target.timestamp,
          sequence: 1,
          seats: 1,
          seatAt: target.timestamp,
        });
      } else {
        expect(row).toEqual({
          status: 'BOOKED',
          startsAt: appointment.timestamp,
          sequence: 0,
          seats: 1,
          seatAt: appointment.timestamp,
        });
      }
    }
  });

  it('gives a one-seat slot at another clinic to exactly one of the moves there, racing a booking of it', async () => {
    const movers = await bookMany(20, ['2026-03-10'], 1);
    const target = slotsOn(elsewhere, '2026-03-12')[0]!;
    const [booking, ...answers] = await Promise.all([
      api.book(t, bookingBody(elsewhere, target)),
      ...movers.map((appointment, i) =>
        api.reschedule(
          t,
          appointment.id,
          { confirmCode: appointment.confirmCode, dateTime: target.timestamp, locationNumber: elsewhere.id },
          { clientIp: `198.19.0.${i + 1}` },
        ),
      ),
    ]);
    const statuses = [booking!.statusCode, ...answers.map((answer) => answer.statusCode)];
    expect(statuses.filter((status) => status === 200 || status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(movers.length);
    expect(await holdersOf(target.timestamp, elsewhere)).toBe(1);
    for (const [i, appointment] of movers.entries()) {
      const row = await rowOf(appointment.id);
      const startsAt = answers[i]!.statusCode === 200 ? target.timestamp : appointment.timestamp;
      expect(row).toMatchObject({ startsAt, seats: 1, seatAt: startsAt });
      // A mover that lost keeps its seat at the first clinic; the winner gave its old one back.
      expect(await holdersOf(appointment.timestamp)).toBe(answers[i]!.statusCode === 200 ? 0 : 1);
    }
  });

  it('ends a reschedule racing a cancel of the same appointment in one consistent state', async () => {
    const booked = await bookMany(10, ['2026-03-11']);
    for (const [i, appointment] of booked.entries()) {
      const target = slotsOn(clinic, '2026-03-12')[i]!;
      const [moved, canceled] = await Promise.all([
        api.reschedule(t, appointment.id, { confirmCode: appointment.confirmCode, dateTime: target.timestamp }),
        api.cancel(t, appointment.id, appointment.confirmCode),
      ]);
      expect(canceled.statusCode).toBe(200);
      const row = await rowOf(appointment.id);
      expect(row.status).toBe('CANCELED');
      expect(row.seats).toBe(0);
      // Either the move came first (and the cancel then gave its new seat back) or it found the appointment canceled;
      // the cancel counts as a change of its own either way.
      if (moved.statusCode === 200) expect(row).toMatchObject({ startsAt: target.timestamp, sequence: 2 });
      else {
        expect(moved.statusCode).toBe(409);
        expect(row).toMatchObject({ startsAt: appointment.timestamp, sequence: 1 });
      }
      expect(await holdersOf(target.timestamp)).toBe(0);
      expect(await holdersOf(appointment.timestamp)).toBe(0);
    }
  });

  it('ends a reschedule racing a booking of the target slot with exactly one of them holding it', async () => {
    const booked = await bookMany(10, ['2026-03-11'], 10);
    for (const [i, appointment] of booked.entries()) {
      const target = slotsOn(clinic, '2026-03-13')[i]!;
      const [moved, newcomer] = await Promise.all([
        api.reschedule(t, appointment.id, { confirmCode: appointment.confirmCode, dateTime: target.timestamp }),
        api.book(t, bookingBody(clinic, target)),
      ]);
      expect([200, 409]).toContain(moved.statusCode);
      expect(await holdersOf(target.timestamp)).toBe(1);
      const row = await rowOf(appointment.id);
      if (moved.statusCode === 200) {
        expect(newcomer.statusCode).toBe(409);
        expect(row).toMatchObject({ startsAt: target.timestamp, seats: 1 });
        expect(await holdersOf(appointment.timestamp)).toBe(0);
      } else {
        expect(newcomer.statusCode).toBe(201);
        expect(row).toMatchObject({ startsAt: appointment.timestamp, seatAt: appointment.timestamp, seats: 1 });
      }
    }
  });
}

import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { claimCounts } from '#api/modules/slot-inventory';
import type { TestApp } from './app.js';
import { addTestProvider, api, bookingBody, holdBody, SERVICES, slotsOn } from './scheduling-fixtures.js';
import { useTestApp, useTestProvider } from './test-app-hooks.js';

function statusCounts(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** Seats counted per cell of a provider right now: bookings plus unexpired holds. */
async function busiestCell(t: TestApp, providerId: string): Promise<number> {
  const result = await t.database.db.execute(sql`
    select coalesce(max(n), 0)::int as n from (
      select count(*) as n from slot_claims
      where provider_id = ${providerId} and ${claimCounts(t.clock.now())}
      group by starts_at) cells`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

export function contentionSuite(requests: number, rounds: number) {
  const t = useTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1_000_000 } });
  const clinic = useTestProvider(t);

  it(`gives a one-seat slot to exactly one of ${requests} concurrent holds, ${rounds} times`, async () => {
    for (let round = 0; round < rounds; round++) {
      const slot = slotsOn(clinic, '2026-03-03')[round]!;
      const answers = await Promise.all(Array.from({ length: requests }, () => api.reserve(t, holdBody(clinic, slot))));
      expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 201: 1, 409: requests - 1 });
    }
    expect(await busiestCell(t, clinic.id)).toBe(1);
  });

  it(`gives a one-seat slot to exactly one of ${requests} concurrent bookings, ${rounds} times`, async () => {
    for (let round = 0; round < rounds; round++) {
      const slot = slotsOn(clinic, '2026-03-04')[round]!;
      const answers = await Promise.all(Array.from({ length: requests }, () => api.book(t, bookingBody(clinic, slot))));
      expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 201: 1, 409: requests - 1 });
      const booked = rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as n from appointments where provider_id = ${clinic.id} and starts_at = ${slot.timestamp}::timestamptz`,
        ),
      )[0]!.n;
      expect(booked).toBe(1);
    }
    expect(await busiestCell(t, clinic.id)).toBe(1);
  });

  it('never over-fills a two-seat clinic when visits of different lengths overlap', async () => {
    const pair = await addTestProvider(t, { capacity: 2 });
    const slots = slotsOn(pair, '2026-03-05');
    // Sick visits (two cells) at 09:00 and flu shots (one cell) at 09:15 compete for the 09:15 cell.
    const answers = await Promise.all(
      Array.from({ length: requests }, (_, i) =>
        i % 2 === 0
          ? api.reserve(t, holdBody(pair, slots[0]!, SERVICES.sickVisit))
          : api.book(t, bookingBody(pair, slots[1]!)),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
    expect(answers.every((answer) => [201, 409].includes(answer.statusCode))).toBe(true);
    expect(await busiestCell(t, pair.id)).toBe(2);
  });
}

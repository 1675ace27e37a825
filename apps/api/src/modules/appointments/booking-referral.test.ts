import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { api, bookingBody, countRows, SERVICES, seededClinic, slotsOn } from '#api/test/scheduling-fixtures.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

describe('a booking made through a booking link of the open availability feed', () => {
  const t = useTestApp();
  let slot = 0;

  const referralOf = async (id: string) =>
    rowsOf<{ source: string | null; referral: string | null }>(
      await t.database.db.execute(
        sql`select referral_source as source, booking_referral as referral from appointments where id = ${id}`,
      ),
    )[0];

  async function book(referral?: { source?: string; bookingReferral?: string }) {
    const clinic = await seededClinic(t, SERVICES.flu);
    return api.book(t, bookingBody(clinic, slotsOn(clinic, '2026-03-03')[slot++]!, referral ? { referral } : {}));
  }

  it("keeps the finder's source and booking-referral handles on the appointment", async () => {
    const referred = await book({ source: 'vaccine-finder', bookingReferral: '34d1a803-cd6c-4420-9cf5-c5edcc533538' });
    expect(referred.statusCode, referred.body).toBe(201);
    expect(await referralOf(referred.json().data.appointments[0].id)).toEqual({
      source: 'vaccine-finder',
      referral: '34d1a803-cd6c-4420-9cf5-c5edcc533538',
    });
    const direct = await book();
    expect(await referralOf(direct.json().data.appointments[0].id)).toEqual({ source: null, referral: null });
  });

  it('refuses handles that are not printable characters, naming the field, and writes nothing', async () => {
    const before = await countRows(t);
    for (const [referral, field] of [
      [{ source: 'two words' }, 'referral.source'],
      [{ bookingReferral: 'x'.repeat(129) }, 'referral.bookingReferral'],
      [{ source: 'ok', other: 'no' }, 'referral.other'],
    ] as const) {
      const response = await book(referral as { source?: string });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    expect(await countRows(t)).toEqual(before);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { describeOutcome } from '#api/modules/directory';
import { closeEarly, currentFile, importInto } from '#api/test/directory-import.js';
import { outboxOf } from '#api/test/outbox-fixtures.js';
import { api, bookingBody, SERVICES, seededClinic, slotsOn } from '#api/test/scheduling-fixtures.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

// TEST_TODAY is Monday 2026-03-02; these days are ahead of it and no holiday.
const WEDNESDAY = '2026-03-04';
const THURSDAY = '2026-03-05';

const statuses = async (t: ReturnType<typeof useTestApp>, ids: readonly string[]) =>
  rowsOf<{ id: string; status: string }>(
    await t.database.db.execute(
      sql`select id, status from appointments where id = any(${`{${ids.join(',')}}`}::text[]) order by id`,
    ),
  );

const claimsOf = async (t: ReturnType<typeof useTestApp>, ids: readonly string[]) =>
  rowsOf<{ n: number }>(
    await t.database.db.execute(
      sql`select count(*)::int as n from slot_claims where appointment_id = any(${`{${ids.join(',')}}`}::text[])`,
    ),
  )[0]!.n;

describe('an import that would strand future bookings', () => {
  const t = useTestApp({ config: { RATE_LIMIT_PER_MINUTE: 100_000 } });

  async function bookThree(nth: number, date: string) {
    const clinic = await seededClinic(t, SERVICES.flu, nth);
    const slots = slotsOn(clinic, date);
    const ids: string[] = [];
    for (const slot of [slots[0]!, slots[1]!, slots.at(-1)!]) {
      const booked = await api.book(t, bookingBody(clinic, slot));
      expect(booked.statusCode, booked.body).toBe(201);
      ids.push((booked.json().data.appointments[0] as { id: string }).id);
    }
    return { clinic, ids, bodies: slots };
  }

  it('is refused with the bookings named, and writes nothing; --cancel-bookings then cancels them and tells the patients', async () => {
    const { clinic, ids } = await bookThree(0, WEDNESDAY);
    const file = await currentFile(t);
    file.closures.push({
      id: 'water-leak',
      provider: clinic.id,
      starts: WEDNESDAY,
      ends: WEDNESDAY,
      reason: 'Water leak',
    });

    const planned = await importInto(t, file, { dryRun: true });
    expect(planned.status).toBe('planned');
    expect(planned.affectedBookings.map((booking) => [booking.appointmentId, booking.why]).sort()).toEqual(
      ids.map((id) => [id, 'closed: Water leak']).sort(),
    );

    const refused = await importInto(t, file);
    expect(refused.status).toBe('refused');
    expect(describeOutcome(refused).slice(-3)).toEqual([
      '3 future bookings are at a time or place the new directory forbids:',
      expect.stringMatching(
        new RegExp(`^  ${clinic.id}: 3 bookings from 2026-03-04 \\d\\d:\\d\\d UTC \\(closed: Water leak\\)$`),
      ),
      'Nothing was written: 3 future bookings stand in the way. Run again with --keep-bookings to leave them booked, or with --cancel-bookings --reason "…" to cancel them and tell their patients.',
    ]);
    expect((await currentFile(t)).closures.map((closure) => closure.id)).not.toContain('water-leak');
    expect((await statuses(t, ids)).map((row) => row.status)).toEqual(['BOOKED', 'BOOKED', 'BOOKED']);

    const canceled = await importInto(t, file, { bookings: { kind: 'cancel', reason: 'Water leak in the store' } });
    expect(canceled.status).toBe('applied');
    expect([...canceled.canceledAppointments].sort()).toEqual([...ids].sort());
    expect(describeOutcome(canceled).at(-1)).toBe(
      'Canceled 3 appointments (follow-ups included); their patients are told by e-mail and, where they agreed, by text.',
    );
    expect((await statuses(t, ids)).map((row) => row.status)).toEqual(['CANCELED', 'CANCELED', 'CANCELED']);
    // The seats are given back.
    expect(await claimsOf(t, ids)).toBe(0);
    const messages = await outboxOf(t, ids);
    expect(
      messages
        .filter((row) => row.kind === 'clinic-cancellation')
        .map((row) => row.appointment_id)
        .sort(),
    ).toEqual([...ids].sort());
    const audit = rowsOf<{ detail: unknown }>(
      await t.database.db.execute(
        sql`select detail from audit_log where action = 'cancel' and appointment_id = any(${`{${ids.join(',')}}`}::text[])`,
      ),
    );
    expect(audit.map((row) => row.detail)).toEqual(
      ids.map(() => ({ byClinic: true, reason: 'Water leak in the store' })),
    );
    expect((await currentFile(t)).closures.map((closure) => closure.id)).toContain('water-leak');
    // No patient data in the logs.
    const logs = t.logs().join('\n');
    expect(logs).not.toMatch(/Zephyrine|Quillfeather|@example\.org/);
  });

  it('with --keep-bookings, changes the hours and leaves the bookings booked', async () => {
    const { clinic, ids } = await bookThree(1, THURSDAY);
    const file = await currentFile(t);
    // The last slot of Thursday falls outside the shorter day.
    closeEarly(file, clinic.id, ['thursday'], '12:00');

    const kept = await importInto(t, file, { bookings: { kind: 'keep' } });
    expect(kept.status).toBe('applied');
    expect(kept.affectedBookings.map((booking) => [booking.appointmentId, booking.why])).toEqual([
      [ids[2], 'outside the new opening hours'],
    ]);
    expect(describeOutcome(kept).at(-1)).toBe('Kept 1 future booking as booked.');
    expect((await statuses(t, ids)).every((row) => row.status === 'BOOKED')).toBe(true);
    expect(await claimsOf(t, ids)).toBe(3);
  });

  it('refuses to retire a clinic with future bookings', async () => {
    const { clinic, ids } = await bookThree(2, THURSDAY);
    const file = await currentFile(t);
    file.clinics = file.clinics.filter((c) => `${c.divisionNumber}${c.storeNumber}` !== clinic.id);
    file.closures = file.closures.filter((closure) => closure.provider !== clinic.id);
    for (const code of file.benefitCodes) code.clinics = code.clinics.filter((id) => id !== clinic.id);
    const refused = await importInto(t, file);
    expect(refused.status).toBe('refused');
    expect(refused.changes.clinics.retired).toEqual([clinic.id]);
    expect(refused.affectedBookings.map((booking) => [booking.appointmentId, booking.why]).sort()).toEqual(
      ids.map((id) => [id, 'it leaves the directory']).sort(),
    );
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { bookVisit, DESK_CONFIG, desk, deskClinic, staffWith, trailOf } from '#api/test/desk-fixtures.js';
import { api } from '#api/test/scheduling-fixtures.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const BOOKED_AT = new Date('2026-03-02T15:00:00Z');

describe('recording whether the patient came', () => {
  const t = useTestApp({ config: DESK_CONFIG });

  async function setUp(division: string, start: string) {
    t.clock.set(BOOKED_AT);
    const clinic = await deskClinic(t, { division });
    const visit = await bookVisit(t, clinic, new Date(start));
    const staff = await staffWith(t, [{ role: 'front-desk', scope: 'clinic', scopeId: clinic.id }]);
    const startsAt = Date.parse(start);
    /** Records `attendance` at `offset` ms from the start, with a fresh session then (the clock jumps). */
    const record = async (offset: number, attendance: string | null) => {
      t.clock.set(new Date(startsAt + offset));
      const member = await staffWith(t, [{ role: 'front-desk', scope: 'clinic', scopeId: clinic.id }]);
      const response = await desk.attendance(t, member, visit.id, attendance);
      return { status: response.statusCode, code: response.json().errors?.[0]?.code, body: response.json(), member };
    };
    return { clinic, visit, staff, record };
  }

  const stored = async (id: string) =>
    rowsOf<{ attendance: string | null; attendance_at: Date | string | null }>(
      await t.database.db.execute(sql`select attendance, attendance_at from appointments where id = ${id}`),
    )[0]!;

  it('checks in from an hour before the start to 30 minutes after it, edges included', async () => {
    const early = await setUp('621', '2026-03-03T14:00:00Z');
    expect(await early.record(-60 * MINUTE - 1, 'checked-in')).toMatchObject({
      status: 409,
      code: 'CHECK_IN_TOO_EARLY',
    });
    const checkedIn = await early.record(-60 * MINUTE, 'checked-in');
    expect(checkedIn.status).toBe(200);
    expect(checkedIn.body.data.visit).toMatchObject({ id: early.visit.id, attendance: 'checked-in' });

    const late = await setUp('621', '2026-03-03T14:15:00Z');
    expect(await late.record(30 * MINUTE + 1, 'checked-in')).toMatchObject({ status: 409, code: 'CHECK_IN_TOO_LATE' });
    expect((await late.record(30 * MINUTE, 'checked-in')).status).toBe(200);
  });

  it('records a no-show from 15 minutes after the start, and completion from the start', async () => {
    const missed = await setUp('622', '2026-03-03T14:30:00Z');
    expect(await missed.record(15 * MINUTE - 1, 'no-show')).toMatchObject({ status: 409, code: 'NO_SHOW_TOO_EARLY' });
    expect((await missed.record(15 * MINUTE, 'no-show')).status).toBe(200);

    const seen = await setUp('622', '2026-03-03T14:45:00Z');
    expect(await seen.record(-1, 'completed')).toMatchObject({ status: 409, code: 'COMPLETED_TOO_EARLY' });
    expect((await seen.record(0, 'completed')).status).toBe(200);
    expect((await stored(seen.visit.id)).attendance).toBe('completed');
  });

  it('can be taken back or changed within a day of the last change, and stands after that', async () => {
    const visit = await setUp('623', '2026-03-03T15:00:00Z');
    expect((await visit.record(0, 'checked-in')).status).toBe(200);
    expect((await visit.record(DAY, 'completed')).status).toBe(200);
    expect((await visit.record(2 * DAY, null)).status).toBe(200);
    expect(await stored(visit.visit.id)).toMatchObject({ attendance: null });
    expect((await visit.record(2 * DAY, 'no-show')).status).toBe(200);

    expect(await visit.record(3 * DAY + 1, null)).toMatchObject({ status: 409, code: 'ATTENDANCE_SETTLED' });
    expect(await visit.record(3 * DAY + 1, 'completed')).toMatchObject({ status: 409, code: 'ATTENDANCE_SETTLED' });
    expect((await stored(visit.visit.id)).attendance).toBe('no-show');

    const trail = rowsOf<{ action: string; outcome: string; detail: unknown }>(
      await t.database.db.execute(
        sql`select action, outcome, detail from staff_audit where subject_id = ${visit.visit.id} order by id`,
      ),
    );
    expect(trail).toEqual([
      { action: 'record-attendance', outcome: 'ok', detail: { from: null, to: 'checked-in' } },
      { action: 'record-attendance', outcome: 'ok', detail: { from: 'checked-in', to: 'completed' } },
      { action: 'record-attendance', outcome: 'ok', detail: { from: 'completed', to: null } },
      { action: 'record-attendance', outcome: 'ok', detail: { from: null, to: 'no-show' } },
    ]);
  });

  it('never records a cancelled visit as missed', async () => {
    const visit = await setUp('624', '2026-03-03T15:15:00Z');
    expect((await api.cancel(t, visit.visit.id, visit.visit.confirmCode)).statusCode).toBe(200);
    for (const attendance of ['no-show', 'checked-in', 'completed']) {
      expect(await visit.record(20 * MINUTE, attendance)).toMatchObject({ status: 409, code: 'VISIT_CANCELED' });
    }
    expect((await stored(visit.visit.id)).attendance).toBeNull();
  });

  it('writes the change and its trail row together: when the row cannot be written, nothing changes', async () => {
    const visit = await setUp('625', '2026-03-03T15:30:00Z');
    await t.database.db.execute(sql`
      create function refuse_attendance_trail() returns trigger language plpgsql as $$
      begin raise exception 'trail unavailable'; end; $$`);
    await t.database.db.execute(sql`
      create trigger refuse_attendance_trail before insert on staff_audit for each row
      when (new.action = 'record-attendance') execute function refuse_attendance_trail()`);
    try {
      const refused = await visit.record(0, 'checked-in');
      expect(refused.status).toBe(500);
      expect(await stored(visit.visit.id)).toEqual({ attendance: null, attendance_at: null });
      expect(await trailOf(t, refused.member)).toEqual([]);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_attendance_trail on staff_audit`);
      await t.database.db.execute(sql`drop function refuse_attendance_trail()`);
    }
    expect((await visit.record(0, 'checked-in')).status).toBe(200);
  });

  it('is refused to those who may not record it there, and changes nothing', async () => {
    const visit = await setUp('626', '2026-03-03T15:45:00Z');
    t.clock.set(new Date('2026-03-03T15:45:00Z'));
    for (const grant of [
      { role: 'front-desk', scope: 'district', scopeId: '627' },
      { role: 'auditor', scope: 'chain', scopeId: null },
      { role: 'user-manager', scope: 'clinic', scopeId: visit.clinic.id },
    ] as const) {
      const staff = await staffWith(t, [grant]);
      const response = await desk.attendance(t, staff, visit.visit.id, 'checked-in');
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain(visit.visit.body.basicInfo.firstName);
    }
    expect(await stored(visit.visit.id)).toEqual({ attendance: null, attendance_at: null });
  });
});

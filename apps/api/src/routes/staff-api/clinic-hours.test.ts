import { AvailabilityResponseSchema } from '@hs/contracts';
import { staffPath, staffPaths } from '@hs/contracts/staff-identity';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { FRESH_VERIFICATION_MS } from '#api/modules/staff';
import { bookVisit, DESK_CONFIG, deskClinic, staffWith, trailOf } from '#api/test/desk-fixtures.js';
import { currentFile, importInto } from '#api/test/directory-import.js';
import { SERVICES, type TestProvider } from '#api/test/scheduling-fixtures.js';
import type { SignedInStaff } from '#api/test/staff-fixtures.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

const NOW = new Date('2026-03-02T15:00:00Z');
/** 10:00 and 10:15 in New York on Wednesday 4 March 2026 (EST), and 10:00 a week on (EDT). */
const TEN = Date.parse('2026-03-04T15:00:00Z');
const TEN_FIFTEEN = Date.parse('2026-03-04T15:15:00Z');
const TEN_NEXT_WEEK = Date.parse('2026-03-11T14:00:00Z');

describe('closures, blocked time and hours from the console', () => {
  const t = useTestApp({ config: DESK_CONFIG });
  let clinic: TestProvider;
  let manager: SignedInStaff;

  beforeEach(async () => {
    t.clock.set(NOW);
    clinic = await deskClinic(t, { division: '771' });
    manager = await staffWith(t, [{ role: 'clinic-manager', scope: 'clinic', scopeId: clinic.id }]);
  });

  async function offered(date: string): Promise<number[]> {
    const query = new URLSearchParams({
      'filter.locationIds': clinic.id,
      'filter.serviceIds': String(SERVICES.flu),
      'filter.businessNames': 'tlc',
      'filter.startDate': date,
      'filter.endDate': date,
    });
    const response = await t.app.inject({ method: 'GET', url: `/appointment-management/v3/timeslots?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    const [calendar] = AvailabilityResponseSchema.parse(response.json()).data.appointmentTimeSlots;
    return (calendar?.services[0]?.availability ?? []).flatMap((day) =>
      day.timeslots.map((slot) => Date.parse(slot.value)),
    );
  }

  const send = (staff: SignedInStaff, method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: method === 'GET' ? staff.read : staff.write,
      ...(payload ? { payload } : {}),
    });
  const closuresUrl = () => staffPath(staffPaths.closures, { clinicId: clinic.id });
  const blocksUrl = () => staffPath(staffPaths.blockedTimes, { clinicId: clinic.id });

  const visitedPage = async () => {
    const query = `filter.divisionNumber=771&filter.storeNumber=${clinic.id.slice(3, 8)}`;
    const response = await t.app.inject({ method: 'GET', url: `/appointment-management/v1/clinic-details?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.clinicDetails as { closures: { reason: string }[]; hours: unknown };
  };

  it('adds a part-day closure that public results stop offering at once, lists it, and removes it', async () => {
    expect(await offered('2026-03-04')).toContain(TEN);
    const added = await send(manager, 'POST', closuresUrl(), {
      starts: '2026-03-04T10:00',
      ends: '2026-03-04T11:00',
      reason: 'Closed for a water leak',
    });
    expect(added.statusCode, added.body).toBe(200);
    const { id } = added.json().data;
    expect(added.json().data).toMatchObject({ status: 'applied', affectedVisits: 0, canceledVisits: 0 });
    expect(await offered('2026-03-04')).not.toContain(TEN);
    expect(await offered('2026-03-04')).toContain(Date.parse('2026-03-04T16:00:00Z'));

    const listed = await send(manager, 'GET', closuresUrl());
    expect(listed.json().data.closures.filter((c: { chainWide: boolean }) => !c.chainWide)).toEqual([
      {
        id,
        startsLocal: '2026-03-04T10:00',
        endsLocal: '2026-03-04T11:00',
        reason: 'Closed for a water leak',
        chainWide: false,
        wholeDay: false,
      },
    ]);
    expect((await visitedPage()).closures.map((c) => c.reason)).toContain('Closed for a water leak');

    const removed = await send(
      manager,
      'DELETE',
      staffPath(staffPaths.closure, { clinicId: clinic.id, closureId: id }),
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await offered('2026-03-04')).toContain(TEN);
    expect((await trailOf(t, manager)).map((row) => [row.action, row.subject_id, row.clinic_id, row.outcome])).toEqual([
      ['add-closure', id, clinic.id, 'ok'],
      ['remove-closure', id, clinic.id, 'ok'],
    ]);
  });

  it('refuses a change that touches booked visits with their count, then keeps or cancels them as asked', async () => {
    const kept = await bookVisit(t, clinic, new Date(TEN));
    const canceled = await bookVisit(t, clinic, new Date(TEN_FIFTEEN));
    const closure = { starts: '2026-03-04T10:00', ends: '2026-03-04T10:15', reason: 'Fire drill' };

    const preview = await send(manager, 'POST', closuresUrl(), { ...closure, dryRun: true });
    expect(preview.json().data).toEqual({ status: 'planned', affectedVisits: 1, canceledVisits: 0, id: null });
    const refused = await send(manager, 'POST', closuresUrl(), closure);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ code: 'BOOKINGS_IN_THE_WAY', meta: { affectedVisits: 1 } });
    expect(await trailOf(t, manager)).toEqual([]);

    const keep = await send(manager, 'POST', closuresUrl(), { ...closure, bookings: 'keep' });
    expect(keep.json().data).toMatchObject({ status: 'applied', affectedVisits: 1, canceledVisits: 0 });
    const block = {
      date: '2026-03-04',
      from: '10:00',
      to: '10:30',
      reason: 'Team meeting',
      bookings: 'cancel',
    };
    const noReason = await send(manager, 'POST', blocksUrl(), block);
    expect(noReason.statusCode).toBe(400);
    // The kept visit is not counted again: only the one this block would newly forbid.
    const cancel = await send(manager, 'POST', blocksUrl(), { ...block, cancelReason: 'provider-unavailable' });
    expect(cancel.json().data).toMatchObject({ status: 'applied', affectedVisits: 1, canceledVisits: 1 });

    const states = rowsOf<{ id: string; status: string; cancel_reason: string | null }>(
      await t.database.db.execute(
        sql`select id, status, cancel_reason from appointments where id in (${kept.id}, ${canceled.id}) order by starts_at`,
      ),
    );
    expect(states).toEqual([
      { id: kept.id, status: 'BOOKED', cancel_reason: null },
      { id: canceled.id, status: 'CANCELED', cancel_reason: 'provider-unavailable' },
    ]);
    const told = rowsOf<{ kind: string }>(
      await t.database.db.execute(
        sql`select kind from notification_outbox where appointment_id = ${canceled.id} and kind = 'clinic-cancellation'`,
      ),
    );
    expect(told.length).toBeGreaterThan(0);
    const trail = await trailOf(t, manager);
    expect(trail.map((row) => [row.action, row.subject_id])).toEqual([
      ['add-closure', keep.json().data.id],
      ['block-time', cancel.json().data.id],
      ['cancel-on-behalf', canceled.id],
    ]);
    expect(trail[1]!.reason).toBe('Team meeting');
  });

  it('closes a whole day only for a district manager who has just verified with their passkey', async () => {
    const day = { starts: '2026-03-05', ends: '2026-03-05', reason: 'Snow' };
    const refused = await send(manager, 'POST', closuresUrl(), day);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('STAFF_NOT_ALLOWED');

    const district = await staffWith(t, [{ role: 'district-manager', scope: 'district', scopeId: '771' }]);
    t.clock.set(new Date(NOW.getTime() + FRESH_VERIFICATION_MS));
    const stale = await send(district, 'POST', closuresUrl(), day);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().errors[0].code).toBe('STAFF_VERIFY_AGAIN');
    expect(await offered('2026-03-05')).not.toEqual([]);

    t.clock.set(NOW);
    const closed = await send(district, 'POST', closuresUrl(), day);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await offered('2026-03-05')).toEqual([]);
    expect((await trailOf(t, district)).map((row) => [row.action, row.role, row.detail?.wholeDay])).toEqual([
      ['add-closure', 'district-manager', true],
    ]);
  });

  it('blocks time weekly: slots go, visitors see no closure, and removing the block gives them back', async () => {
    const response = await send(manager, 'POST', blocksUrl(), {
      date: '2026-03-04',
      from: '10:00',
      to: '11:00',
      repeatsWeeklyUntil: '2026-03-12',
      reason: 'Weekly team meeting',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json().data;
    expect(await offered('2026-03-04')).not.toContain(TEN);
    expect(await offered('2026-03-11')).not.toContain(TEN_NEXT_WEEK);
    const page = await visitedPage();
    expect(JSON.stringify(page)).not.toContain('Weekly team meeting');

    const listed = await send(manager, 'GET', blocksUrl());
    expect(listed.json().data.blocks).toEqual([
      { id, from: '10:00', to: '11:00', reason: 'Weekly team meeting', dates: ['2026-03-04', '2026-03-11'] },
    ]);
    const removed = await send(
      manager,
      'DELETE',
      staffPath(staffPaths.blockedTime, { clinicId: clinic.id, blockId: id }),
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await offered('2026-03-11')).toContain(TEN_NEXT_WEEK);
  });

  it('replaces the weekly hours through the directory rules, with the same booking protection', async () => {
    await bookVisit(t, clinic, new Date(Date.parse('2026-03-04T23:00:00Z')));
    const day = { opens: '08:00', closes: '17:00', breaks: [] };
    const hours = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, day]),
    );
    const url = staffPath(staffPaths.weeklyHours, { clinicId: clinic.id });
    const refused = await send(manager, 'PUT', url, { hours });
    expect(refused.json().errors[0]).toMatchObject({ code: 'BOOKINGS_IN_THE_WAY', meta: { affectedVisits: 1 } });
    const bad = await send(manager, 'PUT', url, { hours: { ...hours, monday: { ...day, closes: '07:00' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('hours.monday.closes');
    const kept = await send(manager, 'PUT', url, { hours, bookings: 'keep' });
    expect(kept.json().data).toMatchObject({ status: 'applied', affectedVisits: 1 });
    expect(await offered('2026-03-04')).not.toContain(Date.parse('2026-03-04T12:00:00Z'));
    expect((await send(manager, 'GET', url)).json().data.hours.monday).toEqual(day);
  });
});

describe('a directory import after console changes', () => {
  const t = useTestApp({ config: DESK_CONFIG });

  it('keeps blocked time through an import of an older file, and reports the console closures it retires', async () => {
    t.clock.set(NOW);
    const older = await currentFile(t);
    const demo = older.clinics[0]!;
    const clinicId = `${demo.divisionNumber}${demo.storeNumber}`;
    const manager = await staffWith(t, [{ role: 'clinic-manager', scope: 'clinic', scopeId: clinicId }]);
    const post = (path: string, payload: object) =>
      t.app.inject({ method: 'POST', url: staffPath(path, { clinicId }), headers: manager.write, payload });
    const closure = await post(staffPaths.closures, {
      starts: '2026-03-04T12:00',
      ends: '2026-03-04T13:00',
      reason: 'Staff training',
      bookings: 'keep',
    });
    const block = await post(staffPaths.blockedTimes, {
      date: '2026-03-04',
      from: '10:00',
      to: '11:00',
      reason: 'Team meeting',
      bookings: 'keep',
    });
    expect([closure.statusCode, block.statusCode], closure.body + block.body).toEqual([200, 200]);
    // The closure is the directory's like any other: the next export carries it.
    expect((await currentFile(t)).closures.map((c) => c.id)).toContain(closure.json().data.id);

    const outcome = await importInto(t, older);
    expect(outcome.status).toBe('applied');
    expect(outcome.changes.closures.retired).toEqual([closure.json().data.id]);
    const blocks = await t.app.inject({
      method: 'GET',
      url: staffPath(staffPaths.blockedTimes, { clinicId }),
      headers: manager.read,
    });
    expect(blocks.json().data.blocks.map((b: { id: string }) => b.id)).toEqual([block.json().data.id]);
    expect((await currentFile(t)).closures).toEqual(older.closures);
  });
});

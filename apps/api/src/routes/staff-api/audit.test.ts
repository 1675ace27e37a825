import { describe, expect, it } from 'vitest';
import { bookVisit, DESK_CONFIG, desk, deskClinic, staffWith, trailOf } from '#api/test/desk-fixtures.js';
import type { SignedInStaff } from '#api/test/staff-fixtures.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

interface TrailPage {
  data: {
    entries: {
      id: number;
      at: string;
      staffId: string | null;
      staffName: string | null;
      action: string;
      subjectId: string | null;
      clinicId: string | null;
      reason: string | null;
    }[];
    before: number | null;
  };
}

describe('the audit trail, for auditors', () => {
  const t = useTestApp({ config: DESK_CONFIG });

  async function history(divisions: [string, string]) {
    t.clock.set(new Date('2026-03-02T15:00:00Z'));
    const north = await deskClinic(t, { division: divisions[0] });
    const south = await deskClinic(t, { division: divisions[1] });
    const visit = await bookVisit(t, north, new Date('2026-03-04T15:00:00Z'));
    const other = await bookVisit(t, south, new Date('2026-03-04T15:00:00Z'));
    const chainDesk = await staffWith(t, [{ role: 'front-desk', scope: 'chain', scopeId: null }]);
    const southDesk = await staffWith(t, [{ role: 'front-desk', scope: 'clinic', scopeId: south.id }]);
    expect((await desk.schedule(t, chainDesk, north.id, '2026-03-04')).statusCode).toBe(200);
    expect((await desk.schedule(t, southDesk, south.id, '2026-03-04')).statusCode).toBe(200);
    expect((await desk.visit(t, southDesk, other.id)).statusCode).toBe(200);
    // 23:30 in New York on 2 March, already 3 March in UTC.
    t.clock.set(new Date('2026-03-03T04:30:00Z'));
    const lateDesk = await staffWith(t, [{ role: 'front-desk', scope: 'chain', scopeId: null }]);
    expect((await desk.visit(t, lateDesk, visit.id)).statusCode).toBe(200);
    t.clock.set(new Date('2026-03-03T15:00:00Z'));
    const nextDesk = await staffWith(t, [{ role: 'front-desk', scope: 'chain', scopeId: null }]);
    expect((await desk.cancel(t, nextDesk, visit.id, { reason: 'weather', note: 'Roads closed' })).statusCode).toBe(
      200,
    );
    return { north, south, visit, other, chainDesk, southDesk, lateDesk, nextDesk };
  }

  const read = async (auditor: SignedInStaff, query: Record<string, string> = {}) => {
    const response = await desk.audit(t, auditor, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TrailPage;
  };

  it('filters by staff member, appointment and dates on the chain clock, newest first, page by page', async () => {
    const h = await history(['641', '642']);
    const auditor = await staffWith(t, [{ role: 'auditor', scope: 'chain', scopeId: null }]);

    const bySouthDesk = await read(auditor, { staffId: h.southDesk.staffId });
    expect(bySouthDesk.data.entries.map((entry) => [entry.action, entry.subjectId])).toEqual([
      ['read-visit', h.other.id],
      ['read-schedule', h.south.id],
    ]);
    expect(bySouthDesk.data.entries[0]).toMatchObject({ staffName: 'Test Staff', clinicId: h.south.id });

    const byVisit = await read(auditor, { appointmentId: h.visit.id });
    expect(byVisit.data.entries.map((entry) => [entry.action, entry.staffId, entry.reason])).toEqual([
      ['cancel-on-behalf', h.nextDesk.staffId, 'Roads closed'],
      ['read-visit', h.lateDesk.staffId, null],
    ]);

    const secondOfMarch = await read(auditor, { from: '2026-03-02', to: '2026-03-02', staffId: h.lateDesk.staffId });
    expect(secondOfMarch.data.entries.map((entry) => entry.action)).toEqual(['read-visit']);
    const third = await read(auditor, { from: '2026-03-03', appointmentId: h.visit.id });
    expect(third.data.entries.map((entry) => entry.action)).toEqual(['cancel-on-behalf']);

    const seen: number[] = [];
    let page = await read(auditor, { limit: '2', from: '2026-03-02', to: '2026-03-03' });
    for (;;) {
      seen.push(...page.data.entries.map((entry) => entry.id));
      if (page.data.before === null) break;
      page = await read(auditor, {
        limit: '2',
        from: '2026-03-02',
        to: '2026-03-03',
        before: String(page.data.before),
      });
    }
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(seen.length);
    const everything = await read(auditor, { limit: '200', from: '2026-03-02', to: '2026-03-03' });
    expect(seen.every((id) => everything.data.entries.some((entry) => entry.id === id))).toBe(true);

    // Every read of the trail is in it, with what it asked for.
    const own = await trailOf(t, auditor);
    expect(own.every((row) => row.action === 'read-audit' && row.outcome === 'ok' && row.role === 'auditor')).toBe(
      true,
    );
    expect(own[0]!.detail).toEqual({ entries: 2, filter: { staffId: h.southDesk.staffId } });
  });

  it("shows a district's or a clinic's auditor the entries of their clinics only", async () => {
    const h = await history(['643', '644']);
    const district = await staffWith(t, [{ role: 'auditor', scope: 'district', scopeId: '643' }]);
    const north = await read(district, { limit: '200' });
    expect(new Set(north.data.entries.map((entry) => entry.clinicId))).toEqual(new Set([h.north.id]));
    expect(north.data.entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['cancel-on-behalf', 'read-visit', 'read-schedule']),
    );
    expect((await read(district, { appointmentId: h.other.id })).data.entries).toEqual([]);

    const clinic = await staffWith(t, [{ role: 'auditor', scope: 'clinic', scopeId: h.south.id }]);
    const south = await read(clinic, { limit: '200' });
    expect(new Set(south.data.entries.map((entry) => entry.clinicId))).toEqual(new Set([h.south.id]));
    expect(south.data.entries.map((entry) => entry.staffId)).toEqual([h.southDesk.staffId, h.southDesk.staffId]);
  });

  it('is refused to everyone else, and that refusal is in the trail', async () => {
    for (const role of ['front-desk', 'clinic-manager', 'district-manager', 'user-manager'] as const) {
      const staff = await staffWith(t, [{ role, scope: 'chain', scopeId: null }]);
      const response = await desk.audit(t, staff);
      expect(response.statusCode, role).toBe(403);
      expect((await trailOf(t, staff)).map((row) => [row.action, row.outcome])).toEqual([['read-audit', 'denied']]);
    }
    const admin = await staffWith(t, [{ role: 'chain-admin', scope: 'chain', scopeId: null }]);
    expect((await desk.audit(t, admin)).statusCode).toBe(200);
  });
});

import { staffPath, staffPaths } from '@hs/contracts/staff-identity';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffGrants, staffMembers } from '#api/db/schema.js';
import { rowsOf } from '#api/db/sql-values.js';
import { bookVisit, CONSOLE_ORIGIN, DESK_CONFIG, deskClinic } from '#api/test/desk-fixtures.js';
import type { TestProvider } from '#api/test/scheduling-fixtures.js';
import { type SignedInStaff, signedInStaff } from '#api/test/staff-fixtures.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

describe("a clinic's staff list", () => {
  const t = useTestApp({ config: DESK_CONFIG });
  let clinic: TestProvider;
  let neighbour: TestProvider;
  let elsewhere: TestProvider;

  beforeAll(async () => {
    t.clock.set(new Date('2026-03-02T15:00:00Z'));
    clinic = await deskClinic(t, { division: '881', name: 'Elm Street Clinic' });
    neighbour = await deskClinic(t, { division: '881', name: 'Oak Avenue Clinic' });
    elsewhere = await deskClinic(t, { division: '882', name: 'Far Away Clinic' });
  });

  const member = (name: string, grants: Parameters<typeof signedInStaff>[1]) =>
    signedInStaff(t.database.db, grants, {
      now: t.clock.now(),
      origin: CONSOLE_ORIGIN,
      name,
      email: `${name.toLowerCase().replace(/ /g, '.')}@staff.example`,
    });
  const list = (staff: SignedInStaff, clinicId = clinic.id) =>
    t.app.inject({ method: 'GET', url: staffPath(staffPaths.clinicStaff, { clinicId }), headers: staff.read });
  const trailRows = async () =>
    rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from staff_audit`))[0]!.n;

  it('lists the members whose live grants hold the clinic, with those grants and their places', async () => {
    const visit = await bookVisit(t, clinic, new Date('2026-03-03T15:00:00Z'));
    const manager = await member('Ada Manager', [{ role: 'clinic-manager', scope: 'clinic', scopeId: clinic.id }]);
    const desk = await member('Ben Desk', [
      { role: 'front-desk', scope: 'clinic', scopeId: clinic.id },
      { role: 'front-desk', scope: 'clinic', scopeId: elsewhere.id },
    ]);
    const district = await member('Cy District', [{ role: 'district-manager', scope: 'district', scopeId: '881' }]);
    const admin = await member('Dee Admin', [{ role: 'chain-admin', scope: 'chain', scopeId: null }]);
    await member('Eve Neighbour', [{ role: 'front-desk', scope: 'clinic', scopeId: neighbour.id }]);
    await member('Fay Far', [{ role: 'district-manager', scope: 'district', scopeId: '882' }]);
    const removed = await member('Gus Removed', [{ role: 'front-desk', scope: 'clinic', scopeId: clinic.id }]);
    await t.database.db
      .update(staffMembers)
      .set({ removedAt: t.clock.now() })
      .where(eq(staffMembers.id, removed.staffId));
    const revoked = await member('Hal Revoked', [{ role: 'front-desk', scope: 'clinic', scopeId: clinic.id }]);
    await t.database.db
      .update(staffGrants)
      .set({ revokedAt: t.clock.now() })
      .where(eq(staffGrants.staffId, revoked.staffId));
    const before = await trailRows();

    const response = await list(manager);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data.staff).toEqual([
      {
        id: manager.staffId,
        name: 'Ada Manager',
        email: 'ada.manager@staff.example',
        grants: [{ role: 'clinic-manager', scope: 'clinic', scopeId: clinic.id, scopeName: 'Elm Street Clinic' }],
      },
      {
        id: desk.staffId,
        name: 'Ben Desk',
        email: 'ben.desk@staff.example',
        grants: [{ role: 'front-desk', scope: 'clinic', scopeId: clinic.id, scopeName: 'Elm Street Clinic' }],
      },
      {
        id: district.staffId,
        name: 'Cy District',
        email: 'cy.district@staff.example',
        grants: [{ role: 'district-manager', scope: 'district', scopeId: '881', scopeName: 'District 881' }],
      },
      {
        id: admin.staffId,
        name: 'Dee Admin',
        email: 'dee.admin@staff.example',
        grants: [{ role: 'chain-admin', scope: 'chain', scopeId: null, scopeName: 'Whole chain' }],
      },
    ]);
    expect(response.body).not.toContain(visit.body.basicInfo.lastName);
    expect(await trailRows(), 'a read of staff data leaves no trail row').toBe(before);

    const asDistrict = await list(district, neighbour.id);
    expect(asDistrict.json().data.staff.map((s: { name: string }) => s.name)).toEqual([
      'Cy District',
      'Dee Admin',
      'Eve Neighbour',
    ]);
  });

  it('refuses members whose grants do not allow it at the clinic, and answers 404 for an unknown clinic', async () => {
    const desk = await member('Ivy Desk', [{ role: 'front-desk', scope: 'clinic', scopeId: clinic.id }]);
    const otherManager = await member('Jo Other', [{ role: 'clinic-manager', scope: 'clinic', scopeId: elsewhere.id }]);
    const people = await member('Kit People', [{ role: 'user-manager', scope: 'chain', scopeId: null }]);
    for (const refused of [desk, otherManager, people]) {
      const response = await list(refused);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().errors[0].code).toBe('STAFF_NOT_ALLOWED');
      expect(response.body).not.toContain('@staff.example');
    }
    expect((await list(otherManager, elsewhere.id)).statusCode).toBe(200);
    expect((await list(otherManager, 'NOSUCH1')).statusCode).toBe(404);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DESK_CONFIG, desk, deskClinic, staffWith } from '#api/test/desk-fixtures.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

interface ClinicList {
  data: { clinics: { id: string; name: string; city: string; storeNumber: string; divisionNumber: string }[] };
}

const names = (body: ClinicList) => body.data.clinics.map((clinic) => clinic.name);

describe('the clinics a member may open the schedule of', () => {
  const t = useTestApp({ config: DESK_CONFIG });

  it('are those of their clinic, district or the chain, matching a name, city or store number, by name', async () => {
    const oak = await deskClinic(t, { division: '801', name: 'Quokka Oakridge' });
    const elm = await deskClinic(t, { division: '801', name: 'Quokka Elmwood' });
    const pine = await deskClinic(t, { division: '802', name: 'Quokka Pinecrest' });

    const clinicStaff = await staffWith(t, [{ role: 'front-desk', scope: 'clinic', scopeId: oak.id }]);
    expect(names((await desk.clinics(t, clinicStaff)).json())).toEqual(['Quokka Oakridge']);

    const district = await staffWith(t, [
      { role: 'district-manager', scope: 'district', scopeId: '801' },
      { role: 'auditor', scope: 'chain', scopeId: null },
    ]);
    expect(names((await desk.clinics(t, district)).json())).toEqual(['Quokka Elmwood', 'Quokka Oakridge']);

    const chain = await staffWith(t, [{ role: 'front-desk', scope: 'chain', scopeId: null }]);
    expect(names((await desk.clinics(t, chain, { q: 'quokka' })).json())).toEqual([
      'Quokka Elmwood',
      'Quokka Oakridge',
      'Quokka Pinecrest',
    ]);
    expect(names((await desk.clinics(t, chain, { q: 'quokka', limit: '2' })).json())).toHaveLength(2);
    const byStore = (await desk.clinics(t, chain, { q: pine.id.slice(3, 8) })).json() as ClinicList;
    expect(byStore.data.clinics.map((clinic) => clinic.id)).toContain(pine.id);
    expect(names((await desk.clinics(t, chain, { q: 'Testville' })).json())).toEqual(
      expect.arrayContaining(['Quokka Elmwood', 'Quokka Oakridge', 'Quokka Pinecrest']),
    );
    // Wildcards typed by staff match themselves only.
    expect(names((await desk.clinics(t, chain, { q: 'Quokka_%' })).json())).toEqual([]);
    expect(elm.id).not.toBe(oak.id);
  });

  it("are no one's business without the schedule: auditors and user managers are refused", async () => {
    for (const role of ['auditor', 'user-manager'] as const) {
      const staff = await staffWith(t, [{ role, scope: 'chain', scopeId: null }]);
      expect((await desk.clinics(t, staff)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/staff-api/v1/clinics' })).statusCode).toBe(401);
  });

  it('answer quickly among 10,000 clinics', async () => {
    await t.database.db.execute(sql`
      insert into providers (id, kind, business_name, name, time_zone, weekly_hours)
      select 'BIG' || lpad(g::text, 6, '0'), 'clinic', 'tlc', 'Big ' || g, 'America/Chicago',
        (select weekly_hours from providers limit 1)
      from generate_series(1, 10000) as g`);
    await t.database.db.execute(sql`
      insert into clinics (provider_id, division_number, store_number, brand_slug, vanity_name, legal_name,
        address_line1, city, state_code, postal_code, county, latitude, longitude, phone, accepts_walk_ins,
        is_scheduler_enabled, is_telehealth_enabled)
      select 'BIG' || lpad(g::text, 6, '0'), (900 + g % 40)::text, lpad(g::text, 5, '0'), 'harvest-market',
        'Wombat ' || g, 'The Local Clinic', '1 Main St', 'Town ' || (g % 500), 'TX', '75001', 'Dallas', 32.9,
        -96.8, '(214) 555-0100', true, true, false
      from generate_series(1, 10000) as g`);
    const chain = await staffWith(t, [{ role: 'front-desk', scope: 'chain', scopeId: null }]);
    const district = await staffWith(t, [{ role: 'front-desk', scope: 'district', scopeId: '917' }]);
    const timed = async (run: () => ReturnType<typeof desk.clinics>) => {
      await run();
      const started = performance.now();
      const response = await run();
      expect(response.statusCode, response.body).toBe(200);
      return { body: response.json() as ClinicList, ms: performance.now() - started };
    };
    const all = await timed(() => desk.clinics(t, chain));
    expect(all.body.data.clinics).toHaveLength(50);
    const searched = await timed(() => desk.clinics(t, chain, { q: 'wombat 777' }));
    expect(names(searched.body)).toEqual([
      'Wombat 777',
      'Wombat 7770',
      'Wombat 7771',
      'Wombat 7772',
      'Wombat 7773',
      'Wombat 7774',
      'Wombat 7775',
      'Wombat 7776',
      'Wombat 7777',
      'Wombat 7778',
      'Wombat 7779',
    ]);
    const town = await timed(() => desk.clinics(t, chain, { q: 'Town 42', limit: '100' }));
    expect(town.body.data.clinics.every((clinic) => clinic.city.startsWith('Town 42'))).toBe(true);
    const own = await timed(() => desk.clinics(t, district, { limit: '100' }));
    expect(own.body.data.clinics).toHaveLength(100);
    expect(own.body.data.clinics.every((clinic) => clinic.divisionNumber === '917')).toBe(true);
    // Measured at 8-21 ms on PostgreSQL and 20-80 ms on the embedded database; the bound catches a scan per clinic.
    for (const { ms } of [all, searched, town, own]) expect(ms).toBeLessThan(300);
  });
});

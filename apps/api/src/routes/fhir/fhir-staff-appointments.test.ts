import { staffPaths } from '@hs/contracts/staff-identity';
import type { Appointment, Bundle, OperationOutcome, Patient } from '@medplum/fhirtypes';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffMembers, staffPasskeys } from '#api/db/schema.js';
import { rowsOf } from '#api/db/sql-values.js';
import {
  type BookedVisit,
  bookVisit,
  CONSOLE_ORIGIN,
  DESK_CONFIG,
  desk,
  deskClinic,
  staffWith,
  trailOf,
} from '#api/test/desk-fixtures.js';
import { fhirGet, linkOf, matches, pathOf } from '#api/test/fhir-client.js';
import { testPatient } from '#api/test/fhir-operations.js';
import { countRows, SERVICES, type TestProvider } from '#api/test/scheduling-fixtures.js';
import type { SignedInStaff } from '#api/test/staff-fixtures.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

// The test clock stays at Monday 2026-03-02 15:00Z. Desk clinics are in New York (EST, -05:00) and open every day
// 07:00-19:00, so the visits below are on fixed days of their calendar whatever today is.
const DIVISION_A = '811';
const DIVISION_B = '812';
const fhirIdOf = (id: string) => id.replaceAll('_', '.');

describe('the FHIR API: Appointments with their patients, for a staff session', () => {
  const t = useTestApp({ config: DESK_CONFIG });
  let clinicA: TestProvider;
  let clinicB: TestProvider;
  let early: BookedVisit;
  let late: BookedVisit;
  let nextDay: BookedVisit;
  let elsewhere: BookedVisit;

  beforeAll(async () => {
    clinicA = await deskClinic(t, { division: DIVISION_A });
    clinicB = await deskClinic(t, { division: DIVISION_B });
    early = await bookVisit(t, clinicA, new Date('2026-03-03T14:00:00Z'));
    late = await bookVisit(t, clinicA, new Date('2026-03-03T20:30:00Z'), { patient: { preferredLanguage: 'Spanish' } });
    nextDay = await bookVisit(t, clinicA, new Date('2026-03-04T15:15:00Z'));
    elsewhere = await bookVisit(t, clinicB, new Date('2026-03-03T14:00:00Z'));
  });

  const frontDeskA = () => staffWith(t, [{ role: 'front-desk', scope: 'clinic', scopeId: clinicA.id }]);
  const dayOf = (staff: SignedInStaff | null, query: string) =>
    fhirGet(t, `/fhir/Appointment?${query}`, staff ? staff.read : {});
  const visitOf = (staff: SignedInStaff | null, id: string) =>
    fhirGet(t, `/fhir/Appointment/${fhirIdOf(id)}`, staff ? staff.read : {});
  const names = (visit: BookedVisit) => [visit.body.basicInfo.firstName, visit.body.basicInfo.lastName];
  const contained = (appointment: Appointment) => appointment.contained?.[0] as Patient;
  const staffAuditRows = async () =>
    rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from staff_audit`))[0]!.n;

  it("lists a clinic's day as the console does, names only, and keeps the read in the trail", async () => {
    const staff = await frontDeskA();
    const { status, body, response } = await dayOf(staff, `location=${clinicA.id}&date=2026-03-03`);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const listed = matches<Appointment>(body);
    const console = (await desk.schedule(t, staff, clinicA.id, '2026-03-03')).json();
    expect(listed.map((appointment) => appointment.id)).toEqual(
      console.data.days[0].visits.map((visit: { id: string }) => fhirIdOf(visit.id)),
    );
    expect(listed[0]).toMatchObject({
      id: fhirIdOf(early.id),
      status: 'booked',
      start: '2026-03-03T09:00:00-05:00',
      end: '2026-03-03T09:15:00-05:00',
      minutesDuration: 15,
      participant: [
        { actor: { reference: `Location/${clinicA.id}` }, status: 'accepted' },
        { actor: { reference: '#patient' }, status: 'accepted' },
      ],
    });
    expect(listed.map(contained)).toEqual(
      [early, late].map((visit) => ({
        resourceType: 'Patient',
        id: 'patient',
        name: [{ family: visit.body.basicInfo.lastName, given: [visit.body.basicInfo.firstName] }],
      })),
    );
    expect(JSON.stringify(body)).not.toContain(early.body.basicInfo.email);
    expect(JSON.stringify(body)).not.toContain(names(elsewhere)[1]);
    expect(linkOf(body, 'self')).toBe(
      `${CONSOLE_ORIGIN}/fhir/Appointment?location=${clinicA.id}&date=2026-03-03&_count=50`,
    );

    const [viaFhir, viaConsole] = (await trailOf(t, staff)).slice(-2);
    expect(viaFhir).toMatchObject({
      action: 'read-schedule',
      role: 'front-desk',
      auth_method: 'passkey',
      subject_kind: 'clinic',
      subject_id: clinicA.id,
      clinic_id: clinicA.id,
      outcome: 'ok',
      detail: { from: '2026-03-03', days: 1, visits: 2, via: 'fhir' },
    });
    expect(viaConsole).toMatchObject({ action: 'read-schedule', detail: { from: '2026-03-03', days: 1, visits: 2 } });
  });

  it('lists a few days bounded on both sides, a page at a time, each page a read in the trail', async () => {
    const staff = await frontDeskA();
    for (const range of ['date=ge2026-03-03&date=lt2026-03-05', 'date=le2026-03-04&date=gt2026-03-02']) {
      const { body } = await dayOf(staff, `location=Location/${clinicA.id}&${range}`);
      expect(matches<Appointment>(body).map((appointment) => appointment.id)).toEqual(
        [early, late, nextDay].map((visit) => fhirIdOf(visit.id)),
      );
    }
    const pages: string[] = [];
    let next: string | undefined =
      `/fhir/Appointment?location=${clinicA.id}&date=ge2026-03-03&date=lt2026-03-05&_count=2`;
    while (next) {
      const { status, body } = await fhirGet(t, next, staff.read);
      expect(status).toBe(200);
      expect((body as Bundle).total).toBe(3);
      pages.push(...matches<Appointment>(body).map((appointment) => appointment.id!));
      const link = linkOf(body, 'next');
      next = link ? pathOf(link) : undefined;
    }
    expect(pages).toEqual([early, late, nextDay].map((visit) => fhirIdOf(visit.id)));
    const reads = (await trailOf(t, staff)).filter((row) => row.action === 'read-schedule');
    expect(reads.map((row) => row.detail)).toEqual([
      ...Array.from({ length: 4 }, () => ({ from: '2026-03-03', days: 2, visits: 3, via: 'fhir' })),
    ]);
  });

  it('reads one Appointment as an opened visit: birth date, phone and e-mail, kept in the trail', async () => {
    const staff = await staffWith(t, [{ role: 'district-manager', scope: 'district', scopeId: DIVISION_A }]);
    const { status, body } = await visitOf(staff, late.id);
    expect(status, JSON.stringify(body)).toBe(200);
    const appointment = body as Appointment;
    expect(appointment).toMatchObject({
      resourceType: 'Appointment',
      id: fhirIdOf(late.id),
      status: 'booked',
      start: '2026-03-03T15:30:00-05:00',
      participant: [{ actor: { reference: `Location/${clinicA.id}` } }, { actor: { reference: '#patient' } }],
    });
    expect(contained(appointment)).toEqual({
      resourceType: 'Patient',
      id: 'patient',
      name: [{ family: late.body.basicInfo.lastName, given: [late.body.basicInfo.firstName] }],
      birthDate: '1984-07-19',
      telecom: [
        { system: 'phone', value: '614-555-0142' },
        { system: 'email', value: late.body.basicInfo.email },
      ],
    });
    // The address, insurance and answers the booking holds are not the visit's to show.
    for (const hidden of ['Maple Avenue', 'Buckeye', 'MBR123456', 'Travel Vaccines']) {
      expect(JSON.stringify(body)).not.toContain(hidden);
    }
    expect((await trailOf(t, staff)).at(-1)).toMatchObject({
      action: 'read-visit',
      role: 'district-manager',
      subject_kind: 'appointment',
      subject_id: late.id,
      clinic_id: clinicA.id,
      outcome: 'ok',
      detail: { via: 'fhir' },
    });
  });

  it('reads a visit the clinic cancelled as cancelled, with its reason from HL7', async () => {
    const staff = await frontDeskA();
    const visit = await bookVisit(t, clinicA, new Date('2026-03-05T14:00:00Z'));
    expect((await desk.cancel(t, staff, visit.id, { reason: 'weather' })).statusCode).toBe(200);
    const { body } = await visitOf(staff, visit.id);
    expect(body).toMatchObject({
      status: 'cancelled',
      cancelationReason: { coding: [{ code: 'oth-weath', display: 'Other: Weather' }] },
      participant: [{ status: 'declined' }, { status: 'declined' }],
    });
    const { body: day } = await dayOf(staff, `location=${clinicA.id}&date=2026-03-05`);
    expect(matches<Appointment>(day).map((appointment) => appointment.status)).toEqual(['cancelled']);
  });

  it("refuses another clinic's staff, a user manager and an auditor, keeping each refusal in the trail", async () => {
    const callers = [
      [{ role: 'front-desk', scope: 'clinic', scopeId: clinicB.id }],
      [{ role: 'clinic-manager', scope: 'district', scopeId: DIVISION_B }],
      [{ role: 'user-manager', scope: 'chain', scopeId: null }],
      [{ role: 'auditor', scope: 'chain', scopeId: null }],
    ] as const;
    for (const grants of callers) {
      const staff = await staffWith(t, grants);
      const what = grants[0].role;
      const list = await dayOf(staff, `location=${clinicA.id}&date=2026-03-03`);
      const one = await visitOf(staff, early.id);
      for (const refused of [list, one]) {
        expect(refused.status, what).toBe(403);
        expect((refused.body as OperationOutcome).issue[0]).toMatchObject({ severity: 'error', code: 'forbidden' });
        for (const secret of [...names(early), ...names(late)]) expect(refused.response.body).not.toContain(secret);
      }
      expect(
        (await trailOf(t, staff)).map((row) => [row.action, row.outcome, row.clinic_id, row.detail]),
        what,
      ).toEqual([
        ['read-schedule', 'denied', clinicA.id, { via: 'fhir' }],
        ['read-visit', 'denied', clinicA.id, { via: 'fhir' }],
      ]);
    }
    // Their own clinic's list is theirs to read.
    const own = await staffWith(t, callers[0]);
    const { status, body } = await dayOf(own, `location=${clinicB.id}&date=2026-03-03`);
    expect(status).toBe(200);
    expect(matches<Appointment>(body).map((appointment) => appointment.id)).toEqual([fhirIdOf(elsewhere.id)]);
    const admin = await staffWith(t, [{ role: 'chain-admin', scope: 'chain', scopeId: null }]);
    expect((await visitOf(admin, elsewhere.id)).status).toBe(200);
    expect((await trailOf(t, admin)).at(-1)).toMatchObject({ action: 'read-visit', role: 'chain-admin' });
  });

  it('shows no patient data without a live session: none, signed out, removed, revoked passkey, idle', async () => {
    const check = async (headers: Record<string, string>, what: string) => {
      const before = await staffAuditRows();
      for (const path of [
        `/fhir/Appointment?location=${clinicA.id}&date=2026-03-03`,
        `/fhir/Appointment/${fhirIdOf(early.id)}`,
      ]) {
        const { status, body, response } = await fhirGet(t, path, headers);
        expect(status, `${what} ${path}`).toBe(401);
        expect((body as OperationOutcome).issue[0]?.code, what).toBe('login');
        for (const secret of names(early)) expect(response.body, what).not.toContain(secret);
      }
      expect(await staffAuditRows(), what).toBe(before);
    };
    await check({}, 'no cookie');
    await check({ cookie: 'hs_staff=not-a-session' }, 'an unknown session');

    const signedOut = await frontDeskA();
    const out = await t.app.inject({ method: 'POST', url: staffPaths.signOut, headers: signedOut.write, payload: {} });
    expect(out.statusCode).toBe(204);
    await check(signedOut.read, 'signed out');

    const [removed, revoked] = [await frontDeskA(), await frontDeskA()];
    const { db } = t.database;
    const at = t.clock.now();
    await db.update(staffMembers).set({ removedAt: at }).where(eq(staffMembers.id, removed.staffId));
    await db.update(staffPasskeys).set({ revokedAt: at }).where(eq(staffPasskeys.id, revoked.passkeyId));
    await check(removed.read, 'a removed member');
    await check(revoked.read, 'a revoked passkey');

    const idle = await frontDeskA();
    t.clock.advance(15 * 60_000);
    await check(idle.read, 'an idle session');
    t.clock.set(new Date('2026-03-02T15:00:00Z'));
  });

  it('refuses a search that would reach the chain, every day or a long stretch: no export, nothing read', async () => {
    const admin = await staffWith(t, [{ role: 'chain-admin', scope: 'chain', scopeId: null }]);
    const cases: [string, string][] = [
      ['date=2026-03-03', 'location'],
      [`location=${clinicA.id},${clinicB.id}&date=2026-03-03`, 'location'],
      [`location=${clinicA.id}&location=${clinicB.id}&date=2026-03-03`, 'location'],
      [`location=${clinicA.id}`, 'date'],
      [`location=${clinicA.id}&date=ge2026-03-03`, 'date'],
      [`location=${clinicA.id}&date=lt2026-03-05`, 'date'],
      [`location=${clinicA.id}&date=ge2026-03-03&date=ge2026-03-04`, 'date'],
      [`location=${clinicA.id}&date=ge2026-03-01&date=lt2026-03-09`, 'date'],
      [`location=${clinicA.id}&date=ge2026-03-05&date=lt2026-03-05`, 'date'],
      [`location=${clinicA.id}&date=2026-03`, 'date'],
      [`location=${clinicA.id}&date=2026`, 'date'],
      [`location=${clinicA.id}&date=ne2026-03-03`, 'date'],
      [`location=${clinicA.id}&date=2026-03-03T09:00:00Z`, 'date'],
      [`location=${clinicA.id}&date=2026-03-03&date=2026-03-04&date=2026-03-05`, 'date'],
      [`location=${clinicA.id}&date=2026-03-03&_count=501`, '_count'],
      [`location=${clinicA.id}&date=2026-03-03&patient=Patient/1`, 'patient'],
      [`location=${clinicA.id}&date=2026-03-03&_id=${fhirIdOf(early.id)}`, '_id'],
    ];
    const before = await staffAuditRows();
    for (const [query, field] of cases) {
      const { status, body, response } = await dayOf(admin, query);
      expect(status, query).toBe(400);
      expect((body as OperationOutcome).issue[0], query).toMatchObject({ code: 'invalid', expression: [field] });
      for (const secret of names(early)) expect(response.body, query).not.toContain(secret);
    }
    expect(await staffAuditRows()).toBe(before);
    // Seven days is the week list, and as far as a search reaches.
    const week = await dayOf(admin, `location=${clinicA.id}&date=ge2026-03-02&date=le2026-03-08`);
    expect(week.status).toBe(200);
  });

  it('answers 404 for an id that is no visit, and keeps nothing in the trail', async () => {
    const staff = await frontDeskA();
    for (const id of ['no-such-visit', 'hold-AAAAAAAAAAAAAAAAAAAAAA', `${clinicA.id}-${SERVICES.flu}-202603031400`]) {
      const { status, body } = await fhirGet(t, `/fhir/Appointment/${id}`, staff.read);
      expect(status, id).toBe(404);
      expect((body as OperationOutcome).issue[0]?.code).toBe('not-found');
    }
    expect(await trailOf(t, staff)).toEqual([]);
  });

  it('refuses $hold and $book with a staff session’s cookie, even with its anti-forgery token, writing nothing', async () => {
    const staff = await frontDeskA();
    const parameters = (...parameter: object[]) => JSON.stringify({ resourceType: 'Parameters', parameter });
    const reference = {
      name: 'appointment-reference',
      valueReference: { reference: `Appointment/${clinicA.id}-${SERVICES.flu}-202603061400` },
    };
    const requests = [
      ['/fhir/Appointment/$hold', parameters(reference)],
      ['/fhir/Appointment/$book', parameters(reference, { name: 'patient-resource', resource: testPatient() })],
      [
        '/fhir/Appointment/$book',
        parameters({
          name: 'appointment-resource',
          resource: {
            resourceType: 'Appointment',
            id: fhirIdOf(early.id),
            status: 'cancelled',
            identifier: [{ system: `${CONSOLE_ORIGIN}/fhir/sid/confirmation-code`, value: early.confirmCode }],
            cancelationReason: {
              coding: [
                { system: 'http://terminology.hl7.org/CodeSystem/appointment-cancellation-reason', code: 'pat' },
              ],
            },
          },
        }),
      ],
    ] as const;
    for (const headers of [staff.read, staff.write]) {
      for (const [url, payload] of requests) {
        const before = await countRows(t);
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { ...headers, 'content-type': 'application/fhir+json' },
        });
        expect(response.statusCode, url).toBe(403);
        expect((response.json() as OperationOutcome).issue[0]).toMatchObject({ severity: 'error', code: 'forbidden' });
        expect(await countRows(t), url).toEqual(before);
      }
    }
    expect(await trailOf(t, staff)).toEqual([]);
    // Without the cookie the same hold is anyone's to take, as before.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/fhir/Appointment/$hold',
      payload: requests[0][1],
      headers: { 'content-type': 'application/fhir+json' },
    });
    expect(anonymous.statusCode, anonymous.body).toBe(200);
  });
});

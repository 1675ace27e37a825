import { fhirAppointmentPath, fhirAppointmentReadPath } from '@hs/contracts';
import { staffPath, staffPaths } from '@hs/contracts/staff-identity';
import { STAFF_ROLES, type StaffAction } from '@hs/contracts/staff-roles';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { allowingRole, type ClinicScope, mayEver, type StaffGrant } from '#api/modules/staff';
import {
  type BookedVisit,
  bookVisit,
  DESK_CONFIG,
  deskClinic,
  phonedPatient,
  staffWith,
} from '#api/test/desk-fixtures.js';
import { routeList, routesWithHook } from '#api/test/route-list.js';
import { SERVICES, type TestProvider } from '#api/test/scheduling-fixtures.js';
import { codeOf } from '#api/test/staff-browser.js';
import type { SignedInStaff } from '#api/test/staff-fixtures.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route asks of its caller: nothing, a live session, or an action its grants must allow. */
type Need = 'public' | 'signed-in' | StaffAction;

interface StaffRoute {
  method: Method;
  path: string;
  needs: Need;
  /** The action concerns the test's clinic (its schedule, a visit there, a member working there). */
  atClinic?: boolean;
  body?: (subject: Subject) => object;
}

/** What one caller's requests name: a visit and a member of their own, so callers never disturb each other. */
interface Subject {
  visit: BookedVisit;
  member: SignedInStaff;
  clinic: TestProvider;
}

const everyDay = (hours: object) =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, hours]),
  );

/** A reservation code no hold has: a booking or a move with it claims its seat directly. */
const NO_SUCH_HOLD = 'no-such-hold-0000000000';

const atClinicA = (subject: Subject) => [{ role: 'front-desk', scope: 'clinic', scopeId: subject.clinic.id }];

/**
 * Every staff route, with what it needs. A route the app serves under /staff-api/, or anywhere behind the staff
 * session (`requireStaff`, as the FHIR API's Appointments are), that is missing here fails the test, so each new
 * staff endpoint must say who may call it. Sign-out comes last: it ends the session.
 */
const ROUTES: StaffRoute[] = [
  { method: 'GET', path: staffPaths.invite, needs: 'public' },
  { method: 'POST', path: staffPaths.registrationOptions, needs: 'public', body: () => ({}) },
  {
    method: 'POST',
    path: staffPaths.registration,
    needs: 'public',
    body: () => ({ response: {}, passkeyName: 'Laptop' }),
  },
  { method: 'POST', path: staffPaths.signInOptions, needs: 'public', body: () => ({}) },
  { method: 'POST', path: staffPaths.signIn, needs: 'public', body: () => ({ response: {} }) },
  { method: 'POST', path: staffPaths.verificationOptions, needs: 'signed-in', body: () => ({}) },
  { method: 'POST', path: staffPaths.verification, needs: 'signed-in', body: () => ({ response: {} }) },
  { method: 'GET', path: staffPaths.session, needs: 'signed-in' },
  { method: 'GET', path: staffPaths.passkeys, needs: 'signed-in' },
  { method: 'PATCH', path: staffPaths.passkey, needs: 'signed-in', body: () => ({ name: 'Renamed' }) },
  { method: 'DELETE', path: staffPaths.passkey, needs: 'signed-in' },
  { method: 'GET', path: staffPaths.people, needs: 'manage-people' },
  {
    method: 'POST',
    path: staffPaths.invites,
    needs: 'manage-people',
    atClinic: true,
    body: (subject) => ({
      email: `new.${subject.member.staffId.toLowerCase()}@staff.example`,
      name: 'New',
      grants: atClinicA(subject),
    }),
  },
  {
    method: 'PUT',
    path: staffPaths.personGrants,
    needs: 'manage-people',
    atClinic: true,
    body: (subject) => ({ grants: atClinicA(subject) }),
  },
  { method: 'POST', path: staffPaths.personRemoval, needs: 'manage-people', atClinic: true, body: () => ({}) },
  { method: 'DELETE', path: staffPaths.personPasskey, needs: 'manage-people', atClinic: true },
  { method: 'GET', path: staffPaths.clinics, needs: 'view-schedule' },
  { method: 'GET', path: staffPaths.schedule, needs: 'view-schedule', atClinic: true },
  { method: 'GET', path: staffPaths.appointment, needs: 'view-schedule', atClinic: true },
  {
    method: 'POST',
    path: staffPaths.cancellation,
    needs: 'cancel-on-behalf',
    atClinic: true,
    body: () => ({ reason: 'weather', note: 'Ice on the car park' }),
  },
  {
    method: 'PUT',
    path: staffPaths.attendance,
    needs: 'record-attendance',
    atClinic: true,
    body: () => ({ attendance: 'no-show' }),
  },
  { method: 'GET', path: staffPaths.audit, needs: 'read-audit' },
  { method: 'GET', path: staffPaths.closures, needs: 'view-schedule', atClinic: true },
  {
    method: 'POST',
    path: staffPaths.closures,
    needs: 'edit-hours',
    atClinic: true,
    body: () => ({ starts: '2026-04-01T10:00', ends: '2026-04-01T11:00', reason: 'Staff training' }),
  },
  {
    method: 'POST',
    path: staffPaths.closures,
    needs: 'close-clinic',
    atClinic: true,
    body: () => ({ starts: '2026-04-02', ends: '2026-04-02', reason: 'Flooding' }),
  },
  { method: 'DELETE', path: staffPaths.closure, needs: 'edit-hours', atClinic: true },
  { method: 'GET', path: staffPaths.blockedTimes, needs: 'view-schedule', atClinic: true },
  {
    method: 'POST',
    path: staffPaths.blockedTimes,
    needs: 'block-time',
    atClinic: true,
    body: () => ({ date: '2026-04-03', from: '09:00', to: '10:00', reason: 'Team meeting' }),
  },
  { method: 'DELETE', path: staffPaths.blockedTime, needs: 'block-time', atClinic: true },
  { method: 'GET', path: staffPaths.weeklyHours, needs: 'view-schedule', atClinic: true },
  {
    method: 'PUT',
    path: staffPaths.weeklyHours,
    needs: 'edit-hours',
    atClinic: true,
    body: () => ({ hours: everyDay({ opens: '07:00', closes: '19:00', breaks: [] }) }),
  },
  { method: 'GET', path: staffPaths.clinicStaff, needs: 'view-clinic-staff', atClinic: true },
  { method: 'GET', path: staffPaths.waitlistFigures, needs: 'view-waitlist-figures', atClinic: true },
  { method: 'GET', path: staffPaths.clinicServices, needs: 'book-on-behalf', atClinic: true },
  { method: 'GET', path: staffPaths.openTimes, needs: 'book-on-behalf', atClinic: true },
  {
    method: 'POST',
    path: staffPaths.holds,
    needs: 'book-on-behalf',
    atClinic: true,
    body: () => ({ serviceId: SERVICES.flu, reservationTime: '2026-03-05 10:00:00' }),
  },
  { method: 'DELETE', path: staffPaths.hold, needs: 'book-on-behalf', atClinic: true },
  {
    method: 'POST',
    path: staffPaths.bookings,
    needs: 'book-on-behalf',
    atClinic: true,
    body: () => ({
      serviceIds: [SERVICES.flu],
      dateTime: '2026-03-05T16:00:00Z',
      reservationCode: NO_SUCH_HOLD,
      basicInfo: phonedPatient(),
      consentDetails: {},
    }),
  },
  {
    method: 'POST',
    path: staffPaths.reschedule,
    needs: 'book-on-behalf',
    atClinic: true,
    body: () => ({ dateTime: '2026-03-05T17:00:00Z', reservationCode: NO_SUCH_HOLD }),
  },
  { method: 'GET', path: fhirAppointmentPath, needs: 'view-schedule', atClinic: true },
  { method: 'GET', path: fhirAppointmentReadPath, needs: 'view-schedule', atClinic: true },
  { method: 'POST', path: staffPaths.signOut, needs: 'signed-in', body: () => ({}) },
];

/** The answers that mean "not signed in" or "not allowed": an allowed call never gets one. */
const REFUSALS = new Set(['STAFF_SIGNED_OUT', 'STAFF_FORBIDDEN', 'STAFF_NOT_ALLOWED']);
/** The same refusals under /fhir, where they are OperationOutcomes of these issue types. */
const FHIR_REFUSALS = new Set(['login', 'forbidden']);

function isRefusal(response: LightMyRequestResponse): boolean {
  const code = codeOf(response);
  if (code !== undefined) return REFUSALS.has(code);
  const body = response.body === '' ? null : (response.json() as { resourceType?: string; issue?: { code: string }[] });
  return body?.resourceType === 'OperationOutcome' && FHIR_REFUSALS.has(body.issue?.[0]?.code ?? '');
}

const DIVISION_A = '551';
const DIVISION_B = '552';

/** Where a grant holds, seen from clinic A, where every request's subject is. */
const SCOPES = {
  'own clinic': (a: TestProvider) => ({ scope: 'clinic', scopeId: a.id }),
  'another clinic': (_: TestProvider, b: TestProvider) => ({ scope: 'clinic', scopeId: b.id }),
  'own district': () => ({ scope: 'district', scopeId: DIVISION_A }),
  'another district': () => ({ scope: 'district', scopeId: DIVISION_B }),
  chain: () => ({ scope: 'chain', scopeId: null }),
} as const satisfies Record<string, (a: TestProvider, b: TestProvider) => Omit<StaffGrant, 'role'>>;

function allowed(route: StaffRoute, grants: readonly StaffGrant[], clinic: ClinicScope): boolean {
  if (route.needs === 'public' || route.needs === 'signed-in') return true;
  return route.atClinic ? allowingRole(grants, route.needs, clinic) !== null : mayEver(grants, route.needs);
}

function urlOf(route: StaffRoute, subject: Subject): string {
  const url = staffPath(route.path, {
    token: 'no-such-invite',
    passkeyId: route.path === staffPaths.personPasskey ? subject.member.passkeyId : 'no-such-passkey',
    staffId: subject.member.staffId,
    clinicId: subject.clinic.id,
    appointmentId: subject.visit.id,
    closureId: 'no-such-closure',
    blockId: 'no-such-block',
    reservationCode: NO_SUCH_HOLD,
  });
  if (route.path === staffPaths.schedule) return `${url}?from=2026-03-03`;
  if (route.path === staffPaths.openTimes) return `${url}?serviceIds=${SERVICES.flu}&date=2026-03-05`;
  if (route.path === fhirAppointmentPath) return `${url}?location=${subject.clinic.id}&date=2026-03-03`;
  if (route.path === fhirAppointmentReadPath) return url.replace(/[^/]*$/, subject.visit.id.replaceAll('_', '.'));
  return url;
}

describe('every staff route, called as every role at every scope', () => {
  const t = useTestApp({ config: DESK_CONFIG });
  let clinicA: TestProvider;
  let clinicB: TestProvider;
  let served: Set<string>;
  let slot = 0;

  beforeAll(async () => {
    clinicA = await deskClinic(t, { division: DIVISION_A, capacity: 2 });
    clinicB = await deskClinic(t, { division: DIVISION_B });
    const underStaffApi = routeList(t.app.printRoutes({ commonPrefix: false }))
      .filter((line) => line.startsWith('/staff-api/'))
      .flatMap((line) => {
        const [path, methods = ''] = line.replace(')', '').split(' (');
        return methods.split(', ').map((method) => `${method} ${path}`);
      });
    const guarded = routesWithHook(t.app.printRoutes({ commonPrefix: false, includeHooks: true }), 'requireStaff');
    const all = new Set([...underStaffApi, ...guarded]);
    // Fastify answers HEAD for every GET route by itself.
    served = new Set([...all].filter((route) => !route.startsWith('HEAD ') || !all.has(`GET ${route.slice(5)}`)));
  });

  /** A visit at clinic A and a member working there, both over by the time the caller acts. */
  async function subject(): Promise<Subject> {
    t.clock.set(new Date('2026-03-02T15:00:00Z'));
    const visit = await bookVisit(t, clinicA, new Date(Date.parse('2026-03-03T12:00:00Z') + 15 * 60_000 * slot++));
    const member = await staffWith(t, [{ role: 'front-desk', scope: 'clinic', scopeId: clinicA.id }]);
    t.clock.set(new Date('2026-03-04T12:00:00Z'));
    return { visit, member, clinic: clinicA };
  }

  const call = (route: StaffRoute, target: Subject, headers: Record<string, string>) =>
    t.app.inject({
      method: route.method,
      url: urlOf(route, target),
      headers: route.method === 'GET' ? { cookie: headers.cookie ?? '' } : headers,
      ...(route.body ? { payload: route.body(target) } : {}),
    });

  const isServed = (route: StaffRoute) => served.has(`${route.method} ${route.path}`);

  it('lists every route the app serves under /staff-api/ or behind the staff session, and every staff path', () => {
    const listed = new Set(ROUTES.map((route) => `${route.method} ${route.path}`));
    expect([...served].filter((route) => !listed.has(route))).toEqual([]);
    expect(served).toContain(`GET ${fhirAppointmentReadPath}`);
    expect(Object.values(staffPaths).filter((path) => !ROUTES.some((route) => route.path === path))).toEqual([]);
    expect(ROUTES.filter(isServed).length).toBeGreaterThan(0);
  });

  it('answers 401 to every non-public route without a session, and reads nothing', async () => {
    const target = await subject();
    for (const route of ROUTES.filter((r) => r.needs !== 'public' && isServed(r))) {
      const response = await call(route, target, { origin: 'http://localhost:8080' });
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(401);
      expect(response.body).not.toContain(target.visit.body.basicInfo.lastName);
    }
    for (const route of ROUTES.filter((r) => r.needs === 'public' && isServed(r))) {
      // A public route may refuse the made-up passkey or invite, but never for want of a session.
      const response = await call(route, target, { origin: 'http://localhost:8080' });
      expect(isRefusal(response), `${route.method} ${route.path}`).toBe(false);
    }
  });

  const okRows = async (staff: SignedInStaff) =>
    rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from staff_audit where staff_id = ${staff.staffId} and outcome = 'ok'`,
      ),
    )[0]!.n;

  const visitState = async (id: string) =>
    JSON.stringify(
      rowsOf(
        await t.database.db.execute(
          sql`select status, attendance, cancel_reason, sequence from appointments where id = ${id}`,
        ),
      ),
    );

  for (const role of STAFF_ROLES) {
    for (const [scopeName, scopeOf] of Object.entries(SCOPES)) {
      it(`as ${role} at ${scopeName}`, async () => {
        const target = await subject();
        const grants = [{ role, ...scopeOf(clinicA, clinicB) }] as StaffGrant[];
        const caller = await staffWith(t, grants);
        const scope = { providerId: clinicA.id, divisionNumber: DIVISION_A };
        for (const route of ROUTES.filter((r) => r.needs !== 'public' && isServed(r))) {
          const name = `${route.method} ${route.path}`;
          const [rowsBefore, stateBefore] = [await okRows(caller), await visitState(target.visit.id)];
          const response = await call(route, target, caller.write);
          if (allowed(route, grants, scope)) {
            // Allowed is not refused: the call may still fail on its own terms (a made-up passkey, a fresh
            // verification needed), but never as unauthorised.
            expect(isRefusal(response), `${name} is allowed`).toBe(false);
            continue;
          }
          expect(response.statusCode, `${name} is refused`).toBe(403);
          for (const secret of [target.visit.body.basicInfo.firstName, target.visit.body.basicInfo.lastName]) {
            expect(response.body, name).not.toContain(secret);
          }
          expect(await okRows(caller), `${name} left no trace of a read or a change`).toBe(rowsBefore);
          expect(await visitState(target.visit.id), `${name} changed nothing`).toBe(stateBefore);
        }
      });
    }
  }
});

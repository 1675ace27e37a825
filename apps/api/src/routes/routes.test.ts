import * as paths from '@hs/contracts/paths';
import { staffPaths } from '@hs/contracts/staff-identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { routeList } from '#api/test/route-list.js';

describe('the API routes', () => {
  let t: TestApp;
  let routes: string[];
  beforeAll(async () => {
    t = await createTestApp({ variant: 'empty' });
    routes = routeList(t.app.printRoutes({ commonPrefix: false })).sort();
  });
  afterAll(() => t.close());

  it('are the endpoint list a newcomer reads', () => {
    expect(routes).toMatchInlineSnapshot(`
      [
        "/analytics/v1/events (POST)",
        "/appointment-management/v1/appointment-reservations (POST)",
        "/appointment-management/v1/appointment-reservations/:reservationCode (DELETE)",
        "/appointment-management/v1/benefit-code/validate (GET, HEAD)",
        "/appointment-management/v1/clinic-details (GET, HEAD)",
        "/appointment-management/v1/clinics (GET, HEAD)",
        "/appointment-management/v1/results/physical (GET, HEAD)",
        "/appointment-management/v1/results/virtual (GET, HEAD)",
        "/appointment-management/v1/services (GET, HEAD)",
        "/appointment-management/v1/waitlist/entries (POST)",
        "/appointment-management/v1/waitlist/entries/:id/confirm (POST)",
        "/appointment-management/v1/waitlist/entries/:id/leave (GET, HEAD, POST)",
        "/appointment-management/v1/waitlist/offers/accept (POST)",
        "/appointment-management/v1/waitlist/offers/decline (POST)",
        "/appointment-management/v1/waitlist/offers/lookup (POST)",
        "/appointment-management/v2/appointments (POST)",
        "/appointment-management/v2/appointments/:id (PUT, GET, HEAD)",
        "/appointment-management/v2/appointments/:id/reminders/opt-out (GET, HEAD, POST)",
        "/appointment-management/v2/appointments/:id/reschedule (POST)",
        "/appointment-management/v2/appointments/lookup (POST)",
        "/appointment-management/v2/licensure-states (GET, HEAD)",
        "/appointment-management/v3/timeslots (GET, HEAD)",
        "/atlas/v1/locator/address-validation (POST)",
        "/brand-logos/:slug/:version.svg (GET, HEAD)",
        "/content/:kind/1.0.0/:id.json (GET, HEAD)",
        "/content/v2/objects/:schema/:version/:dir/:name.json (GET, HEAD, POST)",
        "/fhir/$bulk-publish (GET, HEAD)",
        "/fhir/$bulk-publish/:file (GET, HEAD)",
        "/fhir/Appointment (GET, HEAD)",
        "/fhir/Appointment/$book (POST)",
        "/fhir/Appointment/$find (GET, HEAD, POST)",
        "/fhir/Appointment/$hold (POST)",
        "/fhir/Appointment/:id (GET, HEAD)",
        "/fhir/Appointment/_search (POST)",
        "/fhir/HealthcareService (GET, HEAD)",
        "/fhir/HealthcareService/:id (GET, HEAD)",
        "/fhir/Location (GET, HEAD)",
        "/fhir/Location/:id (GET, HEAD)",
        "/fhir/Schedule (GET, HEAD)",
        "/fhir/Schedule/:id (GET, HEAD)",
        "/fhir/Slot (GET, HEAD)",
        "/fhir/Slot/:id (GET, HEAD)",
        "/fhir/metadata (GET, HEAD)",
        "/health (GET, HEAD)",
        "/health/live (GET, HEAD)",
        "/health/ready (GET, HEAD)",
        "/o (GET, HEAD)",
        "/staff-api/v1/appointments/:appointmentId (GET, HEAD)",
        "/staff-api/v1/appointments/:appointmentId/attendance (PUT)",
        "/staff-api/v1/appointments/:appointmentId/cancellation (POST)",
        "/staff-api/v1/appointments/:appointmentId/reschedule (POST)",
        "/staff-api/v1/audit (GET, HEAD)",
        "/staff-api/v1/clinics (GET, HEAD)",
        "/staff-api/v1/clinics/:clinicId/blocked-times (GET, HEAD, POST)",
        "/staff-api/v1/clinics/:clinicId/blocked-times/:blockId (DELETE)",
        "/staff-api/v1/clinics/:clinicId/bookings (POST)",
        "/staff-api/v1/clinics/:clinicId/closures (GET, HEAD, POST)",
        "/staff-api/v1/clinics/:clinicId/closures/:closureId (DELETE)",
        "/staff-api/v1/clinics/:clinicId/holds (POST)",
        "/staff-api/v1/clinics/:clinicId/holds/:reservationCode (DELETE)",
        "/staff-api/v1/clinics/:clinicId/open-times (GET, HEAD)",
        "/staff-api/v1/clinics/:clinicId/schedule (GET, HEAD)",
        "/staff-api/v1/clinics/:clinicId/services (GET, HEAD)",
        "/staff-api/v1/clinics/:clinicId/staff (GET, HEAD)",
        "/staff-api/v1/clinics/:clinicId/waitlist (GET, HEAD)",
        "/staff-api/v1/clinics/:clinicId/weekly-hours (GET, HEAD, PUT)",
        "/staff-api/v1/invites (POST)",
        "/staff-api/v1/invites/:token (GET, HEAD)",
        "/staff-api/v1/invites/:token/registration (POST)",
        "/staff-api/v1/invites/:token/registration-options (POST)",
        "/staff-api/v1/passkeys (GET, HEAD)",
        "/staff-api/v1/passkeys/:passkeyId (PATCH, DELETE)",
        "/staff-api/v1/people (GET, HEAD)",
        "/staff-api/v1/people/:staffId/grants (PUT)",
        "/staff-api/v1/people/:staffId/passkeys/:passkeyId (DELETE)",
        "/staff-api/v1/people/:staffId/removal (POST)",
        "/staff-api/v1/session (GET, HEAD)",
        "/staff-api/v1/sign-in (POST)",
        "/staff-api/v1/sign-in/options (POST)",
        "/staff-api/v1/sign-out (POST)",
        "/staff-api/v1/verification (POST)",
        "/staff-api/v1/verification/options (POST)",
        "/tlc/api/clinic/:division/:store (GET, HEAD)",
        "/tlc/api/clinic/search (GET, HEAD)",
        "/tlc/api/location/search (GET, HEAD)",
        "/tlc/api/location/validateaddress (POST)",
      ]
    `);
  });

  it('each take their path from the contracts', () => {
    const known = new Set<string>(
      [...Object.values(paths), ...Object.values(staffPaths)].filter((value) => typeof value === 'string'),
    );
    expect(routes.map((route) => route.split(' ')[0] ?? '').filter((path) => !known.has(path))).toEqual([]);
  });
});

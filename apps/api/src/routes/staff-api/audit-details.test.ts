import { AuditResponseSchema } from '@hs/contracts/staff-desk';
import { staffPath, staffPaths } from '@hs/contracts/staff-identity';
import { describe, expect, it } from 'vitest';
import { staffAudit } from '#api/db/schema.js';
import {
  bookVisit,
  DESK_CONFIG,
  desk,
  deskClinic,
  frontDeskAt,
  phonedPatient,
  staffWith,
} from '#api/test/desk-fixtures.js';
import { SERVICES, slotsOn } from '#api/test/scheduling-fixtures.js';
import type { SignedInStaff } from '#api/test/staff-fixtures.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

describe("the audit trail's details of each row", () => {
  const t = useTestApp({ config: DESK_CONFIG });

  async function trail(query: Record<string, string> = {}) {
    const auditor = await staffWith(t, [{ role: 'auditor', scope: 'chain', scopeId: null }]);
    const response = await desk.audit(t, auditor, { limit: '200', ...query });
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.body, entries: AuditResponseSchema.parse(response.json()).data.entries };
  }

  async function hold(staff: SignedInStaff, clinicId: string, slot: ReturnType<typeof slotsOn>[number]) {
    const held = await desk.hold(t, staff, clinicId, { serviceId: SERVICES.flu, reservationTime: slot.wallClock });
    expect(held.statusCode, held.body).toBe(201);
    return held.json().data.hold.reservationCode as string;
  }

  it('answers what a move moved, why a visit was cancelled and which days a closure closed', async () => {
    t.clock.set(new Date('2026-03-02T15:00:00Z'));
    const clinic = await deskClinic(t, { division: '651', timeZone: 'America/Chicago' });
    const staff = await frontDeskAt(t, clinic);
    const [from, to] = [slotsOn(clinic, '2026-03-04')[4]!, slotsOn(clinic, '2026-03-05')[6]!];
    const moved = await bookVisit(t, clinic, from.start);
    const move = await desk.reschedule(t, staff, moved.id, {
      dateTime: to.timestamp,
      reservationCode: await hold(staff, clinic.id, to),
    });
    expect(move.statusCode, move.body).toBe(200);
    const cancelled = await bookVisit(t, clinic, slotsOn(clinic, '2026-03-04')[8]!.start);
    const cancel = await desk.cancel(t, staff, cancelled.id, { reason: 'weather', note: 'Roads closed' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const onClosedDay = await bookVisit(t, clinic, slotsOn(clinic, '2026-03-10')[2]!.start);
    const district = await staffWith(t, [{ role: 'district-manager', scope: 'district', scopeId: '651' }]);
    const closure = await t.app.inject({
      method: 'POST',
      url: staffPath(staffPaths.closures, { clinicId: clinic.id }),
      headers: district.write,
      payload: {
        starts: '2026-03-09',
        ends: '2026-03-11',
        reason: 'Renovation',
        bookings: 'cancel',
        cancelReason: 'clinic-closed',
      },
    });
    expect(closure.statusCode, closure.body).toBe(200);

    const { entries } = await trail({ from: '2026-03-02', to: '2026-03-02' });
    const row = (action: string, subjectId: string) =>
      entries.find((entry) => entry.action === action && entry.subjectId === subjectId);
    expect(row('reschedule-on-behalf', moved.id)).toMatchObject({
      clinicTimeZone: 'America/Chicago',
      via: null,
      details: { kind: 'move', from: from.timestamp, to: to.timestamp },
    });
    expect(row('cancel-on-behalf', cancelled.id)).toMatchObject({
      reason: 'Roads closed',
      details: { kind: 'cancellation', cancelReason: 'weather', alongWith: null, byChange: null },
    });
    const closureId = closure.json().data.id as string;
    expect(row('add-closure', closureId)?.details).toEqual({
      kind: 'closure',
      startsLocal: '2026-03-09T00:00',
      endsLocal: '2026-03-12T00:00',
      wholeDay: true,
      affectedVisits: 1,
      bookings: 'cancel',
    });
    expect(row('cancel-on-behalf', onClosedDay.id)?.details).toEqual({
      kind: 'cancellation',
      cancelReason: 'clinic-closed',
      alongWith: null,
      byChange: { action: 'add-closure', id: closureId },
    });
    // Reading the trail is in it too, with no clinic and so no zone.
    const { entries: again } = await trail({ from: '2026-03-02', to: '2026-03-02' });
    expect(again.find((entry) => entry.action === 'read-audit')).toMatchObject({
      clinicTimeZone: null,
      details: {
        kind: 'trail-read',
        entries: entries.length,
        filter: { staffId: null, appointmentId: null, from: '2026-03-02', to: '2026-03-02' },
      },
    });
  });

  it('names the clinic or district of each role a change gave or took, as the People screen does', async () => {
    t.clock.set(new Date('2026-05-04T15:00:00Z'));
    const clinic = await deskClinic(t, { division: '653', name: 'Desk Clinic Elm Street' });
    const admin = await staffWith(t, [{ role: 'chain-admin', scope: 'chain', scopeId: null }]);
    // As people.service writes a change of roles (people.test.ts holds that shape).
    await t.database.db.insert(staffAudit).values({
      at: t.clock.now(),
      staffId: admin.staffId,
      role: 'chain-admin',
      authMethod: 'passkey',
      action: 'grants-changed',
      subjectKind: 'staff',
      subjectId: 'a-member',
      clinicId: null,
      outcome: 'ok',
      requestId: 'roles',
      detail: {
        added: [
          { role: 'front-desk', scope: 'clinic', scopeId: clinic.id },
          { role: 'district-manager', scope: 'district', scopeId: '653' },
        ],
        revoked: [
          { role: 'front-desk', scope: 'clinic', scopeId: 'GONE0001' },
          { role: 'auditor', scope: 'chain', scopeId: null },
        ],
      },
    });

    const { entries } = await trail({ staffId: admin.staffId });
    expect(entries.find((entry) => entry.requestId === 'roles')?.details).toEqual({
      kind: 'grants',
      added: [
        { role: 'front-desk', scope: 'clinic', scopeId: clinic.id, scopeName: 'Desk Clinic Elm Street' },
        { role: 'district-manager', scope: 'district', scopeId: '653', scopeName: 'District 653' },
      ],
      // A clinic no longer in the directory keeps its id.
      revoked: [
        { role: 'front-desk', scope: 'clinic', scopeId: 'GONE0001', scopeName: 'Clinic GONE0001' },
        { role: 'auditor', scope: 'chain', scopeId: null, scopeName: 'Whole chain' },
      ],
    });
  });

  it('never answers patient data, not even a stored detail key that no action chose to show', async () => {
    t.clock.set(new Date('2026-04-06T15:00:00Z'));
    const clinic = await deskClinic(t, { division: '652' });
    const staff = await frontDeskAt(t, clinic);
    const slot = slotsOn(clinic, '2026-04-08')[3]!;
    const basicInfo = phonedPatient();
    const booked = await desk.book(t, staff, clinic.id, {
      serviceIds: [SERVICES.flu],
      dateTime: slot.timestamp,
      reservationCode: await hold(staff, clinic.id, slot),
      basicInfo,
      consentDetails: { smsConsent: 'No' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const appointmentId = booked.json().data.visit.id as string;
    expect((await desk.visit(t, staff, appointmentId)).statusCode).toBe(200);
    // A row as a careless change could write it: its action's fields, and the patient beside them.
    await t.database.db.insert(staffAudit).values({
      at: t.clock.now(),
      staffId: staff.staffId,
      role: 'front-desk',
      authMethod: 'passkey',
      action: 'book-on-behalf',
      subjectKind: 'appointment',
      subjectId: appointmentId,
      clinicId: clinic.id,
      outcome: 'ok',
      requestId: 'forged',
      detail: {
        serviceIds: [SERVICES.flu],
        startsAt: slot.timestamp,
        patient: { firstName: basicInfo.firstName, lastName: basicInfo.lastName },
        email: basicInfo.email,
        phone: basicInfo.phone,
        dateOfBirth: basicInfo.dateOfBirth,
      },
    });

    const { body, entries } = await trail({ staffId: staff.staffId });
    for (const personal of [basicInfo.firstName, basicInfo.lastName, basicInfo.email, basicInfo.phone]) {
      expect(body).not.toContain(personal);
    }
    expect(body).not.toContain(basicInfo.dateOfBirth);
    const booking = {
      kind: 'booking',
      services: [{ id: SERVICES.flu, name: 'Flu Vaccine' }],
      startsAt: slot.timestamp,
    };
    expect(entries.map((entry) => [entry.action, entry.requestId === 'forged', entry.details])).toEqual([
      ['book-on-behalf', true, booking],
      ['read-visit', false, null],
      ['book-on-behalf', false, booking],
      [
        'hold-on-behalf',
        false,
        {
          kind: 'hold',
          service: { id: SERVICES.flu, name: 'Flu Vaccine' },
          startsAt: slot.timestamp,
          expiresAt: expect.any(String),
        },
      ],
    ]);
  });
});

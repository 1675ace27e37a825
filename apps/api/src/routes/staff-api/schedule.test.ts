import { describe, expect, it } from 'vitest';
import { bookVisit, DESK_CONFIG, desk, deskClinic, staffWith, trailOf } from '#api/test/desk-fixtures.js';
import { SERVICES } from '#api/test/scheduling-fixtures.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

const ALL_DAY = { opens: '00:00', closes: '23:59', breaks: [] };
const EVERY_DAY_ALL_DAY = {
  monday: ALL_DAY,
  tuesday: ALL_DAY,
  wednesday: ALL_DAY,
  thursday: ALL_DAY,
  friday: ALL_DAY,
  saturday: ALL_DAY,
  sunday: ALL_DAY,
};

interface DayList {
  data: {
    clinic: { id: string; timeZone: string };
    days: { date: string; visits: { id: string; startsAt: string; patient: { firstName: string } }[] }[];
  };
}

const startsByDay = (body: DayList) =>
  Object.fromEntries(body.data.days.map((day) => [day.date, day.visits.map((visit) => visit.startsAt)]));

describe("a clinic's day list", () => {
  const t = useTestApp({ config: DESK_CONFIG });

  it("cuts days on the clinic's own calendar when the clocks spring forward and fall back", async () => {
    const clinic = await deskClinic(t, { division: '701', weeklyHours: EVERY_DAY_ALL_DAY, capacity: 2 });
    const spring = [
      '2026-03-08T04:30:00.000Z', // Saturday 23:30 EST
      '2026-03-08T05:00:00.000Z', // Sunday 00:00 EST
      '2026-03-08T07:00:00.000Z', // Sunday 03:00 EDT, the first hour after the jump
      '2026-03-09T03:30:00.000Z', // Sunday 23:30 EDT
      '2026-03-09T04:00:00.000Z', // Monday 00:00 EDT: on Sunday for a day cut at EST midnights
    ];
    for (const at of spring) await bookVisit(t, clinic, new Date(at));
    const staff = await staffWith(t, [{ role: 'front-desk', scope: 'clinic', scopeId: clinic.id }]);
    const springList = await desk.schedule(t, staff, clinic.id, '2026-03-07', 3);
    expect(springList.statusCode, springList.body).toBe(200);
    expect(startsByDay(springList.json())).toEqual({
      '2026-03-07': [spring[0]],
      '2026-03-08': [spring[1], spring[2], spring[3]],
      '2026-03-09': [spring[4]],
    });

    t.clock.set(new Date('2026-10-26T15:00:00Z'));
    const fall = [
      '2026-11-01T03:30:00.000Z', // Saturday 23:30 EDT
      '2026-11-01T05:30:00.000Z', // Sunday 01:30 EDT
      '2026-11-01T06:30:00.000Z', // Sunday 01:30 EST, the same wall time an hour later
      '2026-11-02T04:30:00.000Z', // Sunday 23:30 EST
      '2026-11-02T05:00:00.000Z', // Monday 00:00 EST
    ];
    for (const at of fall) await bookVisit(t, clinic, new Date(at));
    const later = await staffWith(t, [{ role: 'front-desk', scope: 'clinic', scopeId: clinic.id }]);
    const fallList = await desk.schedule(t, later, clinic.id, '2026-10-31', 3);
    expect(fallList.statusCode, fallList.body).toBe(200);
    expect(startsByDay(fallList.json())).toEqual({
      '2026-10-31': [fall[0]],
      '2026-11-01': [fall[1], fall[2], fall[3]],
      '2026-11-02': [fall[4]],
    });
    t.clock.set(new Date('2026-03-02T15:00:00Z'));
  });

  it("shows each visit's time, service, status, patient name, language and prescreen answers, nothing more", async () => {
    const clinic = await deskClinic(t, { division: '702' });
    const visit = await bookVisit(t, clinic, new Date('2026-03-03T14:00:00Z'), {
      questionnaire: { haveFever: 'No', haveAllergies: 'Yes', allergies: ['Penicillin'] },
      patient: { preferredLanguage: 'Spanish' },
    });
    const staff = await staffWith(t, [{ role: 'front-desk', scope: 'district', scopeId: '702' }]);
    const response = await desk.schedule(t, staff, clinic.id, '2026-03-03');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data).toEqual({
      clinic: {
        id: clinic.id,
        divisionNumber: '702',
        storeNumber: clinic.id.slice(3, 8),
        name: expect.any(String),
        city: 'Testville',
        stateCode: 'OH',
        timeZone: 'America/New_York',
      },
      // Named once for the whole list, in the patient form's order.
      questions: expect.arrayContaining([
        { field: 'haveFever', text: 'Is the patient sick today or do they have a fever?' },
        {
          field: 'haveAllergies',
          text: 'Does the patient have allergies to medicines, food, latex or any vaccine component?',
        },
      ]),
      days: [
        {
          date: '2026-03-03',
          visits: [
            {
              id: visit.id,
              startsAt: '2026-03-03T14:00:00.000Z',
              durationMinutes: 15,
              services: ['Flu Vaccine'],
              serviceIds: [SERVICES.flu],
              status: 'BOOKED',
              attendance: null,
              cancelReason: null,
              patient: { firstName: visit.body.basicInfo.firstName, lastName: visit.body.basicInfo.lastName },
              language: 'Spanish',
              prescreen: [
                { field: 'haveFever', answer: 'No' },
                { field: 'haveAllergies', answer: 'Yes' },
              ],
            },
          ],
        },
      ],
    });
    const fields = response.json().data.questions.map((question: { field: string }) => question.field);
    expect(fields.indexOf('haveFever')).toBeLessThan(fields.indexOf('haveAllergies'));
    for (const hidden of [visit.body.basicInfo.email, visit.body.basicInfo.dateOfBirth, 'Penicillin', 'Maple']) {
      expect(response.body).not.toContain(hidden);
    }
  });

  it('keeps one trail row per read, with the count and never the patients', async () => {
    const clinic = await deskClinic(t, { division: '703' });
    const visits = [
      await bookVisit(t, clinic, new Date('2026-03-04T14:00:00Z')),
      await bookVisit(t, clinic, new Date('2026-03-04T15:00:00Z')),
    ];
    const staff = await staffWith(t, [{ role: 'clinic-manager', scope: 'clinic', scopeId: clinic.id }]);
    const response = await desk.schedule(t, staff, clinic.id, '2026-03-04', 2);
    expect(response.statusCode, response.body).toBe(200);
    const trail = await trailOf(t, staff);
    expect(trail).toEqual([
      expect.objectContaining({
        role: 'clinic-manager',
        auth_method: 'passkey',
        session: expect.stringMatching(/^[0-9a-f]{12}$/),
        action: 'read-schedule',
        subject_kind: 'clinic',
        subject_id: clinic.id,
        clinic_id: clinic.id,
        outcome: 'ok',
        request_id: expect.any(String),
        detail: { from: '2026-03-04', days: 2, visits: 2 },
      }),
    ]);
    const written = JSON.stringify(trail);
    for (const visit of visits) {
      for (const secret of [visit.body.basicInfo.firstName, visit.body.basicInfo.lastName, visit.id]) {
        expect(written).not.toContain(secret);
      }
    }
  });

  it('refuses staff of another clinic or district, and members without the schedule, and reads nothing', async () => {
    const clinic = await deskClinic(t, { division: '704' });
    const other = await deskClinic(t, { division: '705' });
    const visit = await bookVisit(t, clinic, new Date('2026-03-05T14:00:00Z'));
    for (const grant of [
      { role: 'front-desk', scope: 'clinic', scopeId: other.id },
      { role: 'district-manager', scope: 'district', scopeId: '705' },
      { role: 'auditor', scope: 'chain', scopeId: null },
      { role: 'user-manager', scope: 'chain', scopeId: null },
    ] as const) {
      const staff = await staffWith(t, [grant]);
      const response = await desk.schedule(t, staff, clinic.id, '2026-03-05');
      expect(response.statusCode, grant.role).toBe(403);
      expect(response.json().errors[0].code).toBe('STAFF_NOT_ALLOWED');
      expect(response.body).not.toContain(visit.body.basicInfo.firstName);
      expect((await trailOf(t, staff)).map((row) => [row.action, row.outcome, row.clinic_id])).toEqual([
        ['read-schedule', 'denied', clinic.id],
      ]);
    }
    const signedOut = await t.app.inject({
      method: 'GET',
      url: `/staff-api/v1/clinics/${clinic.id}/schedule?from=2026-03-05`,
    });
    expect(signedOut.statusCode).toBe(401);
    const staff = await staffWith(t, [{ role: 'front-desk', scope: 'chain', scopeId: null }]);
    expect((await desk.schedule(t, staff, 'NOPE0000', '2026-03-05')).statusCode).toBe(404);
    expect((await desk.schedule(t, staff, clinic.id, '2026-02-30')).statusCode).toBe(400);
    expect((await desk.schedule(t, staff, clinic.id, '2026-03-05', 8)).statusCode).toBe(400);
  });
});

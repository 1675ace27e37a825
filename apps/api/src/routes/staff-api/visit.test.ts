import { describe, expect, it } from 'vitest';
import { bookVisit, DESK_CONFIG, desk, deskClinic, staffWith, trailOf } from '#api/test/desk-fixtures.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

describe('opening a visit', () => {
  const t = useTestApp({ config: DESK_CONFIG });

  it('shows the contact details, date of birth, every answer and how the patient can be told; kept in the trail', async () => {
    const clinic = await deskClinic(t, { division: '611' });
    const visit = await bookVisit(t, clinic, new Date('2026-03-03T14:00:00Z'), {
      questionnaire: {
        haveFever: 'No',
        haveAllergies: 'Yes',
        allergies: ['Penicillin', 'Latex'],
        hadBloodProducts: 'Yes',
        bloodProductDetails: [{ name: 'Immune globulin', dose: '2 ml', lastTakenDate: '2025-11-02' }],
      },
      comments: 'Prefers the left arm',
      consentDetails: { consentToTreat: 'Yes', smsConsent: 'Yes' },
    });
    const staff = await staffWith(t, [{ role: 'front-desk', scope: 'clinic', scopeId: clinic.id }]);
    const response = await desk.visit(t, staff, visit.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const opened = response.json().data.visit;
    expect(opened).toMatchObject({
      id: visit.id,
      clinicId: clinic.id,
      status: 'BOOKED',
      patient: { firstName: visit.body.basicInfo.firstName, lastName: visit.body.basicInfo.lastName },
      language: 'English',
      dateOfBirth: '1984-07-19',
      email: visit.body.basicInfo.email,
      phone: '614-555-0142',
      channels: { email: true, sms: true },
    });
    expect(opened.prescreen.map((entry: { answer: string }) => entry.answer)).toEqual(['No', 'Yes', 'Yes']);
    expect(opened.prescreen[0].field).toBe('haveFever');
    expect(opened.answers).toEqual([
      { question: 'List the allergies', answer: 'Penicillin, Latex' },
      { question: 'Blood products received', answer: 'Immune globulin, 2 ml, last 2025-11-02' },
      { question: 'Comments', answer: 'Prefers the left arm' },
      { question: 'Notes', answer: 'Travel Vaccines Consultation' },
    ]);
    // Neither the address, insurance nor identity numbers leave the sealed record.
    for (const hidden of ['Maple Avenue', 'MBR123456', 'Buckeye']) expect(response.body).not.toContain(hidden);

    const trail = await trailOf(t, staff);
    expect(trail.map((row) => [row.action, row.subject_kind, row.subject_id, row.clinic_id, row.outcome])).toEqual([
      ['read-visit', 'appointment', visit.id, clinic.id, 'ok'],
    ]);
    expect(JSON.stringify(trail)).not.toContain(visit.body.basicInfo.lastName);
  });

  it('says when the patient takes no texts', async () => {
    const clinic = await deskClinic(t, { division: '611' });
    const visit = await bookVisit(t, clinic, new Date('2026-03-03T15:00:00Z'));
    const staff = await staffWith(t, [{ role: 'front-desk', scope: 'district', scopeId: '611' }]);
    const response = await desk.visit(t, staff, visit.id);
    expect(response.json().data.visit.channels).toEqual({ email: true, sms: false });
  });

  it('is refused to staff of another clinic, who learn nothing of the patient', async () => {
    const clinic = await deskClinic(t, { division: '612' });
    const other = await deskClinic(t, { division: '613' });
    const visit = await bookVisit(t, clinic, new Date('2026-03-03T16:00:00Z'));
    const staff = await staffWith(t, [{ role: 'clinic-manager', scope: 'clinic', scopeId: other.id }]);
    const response = await desk.visit(t, staff, visit.id);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(visit.body.basicInfo.firstName);
    expect((await trailOf(t, staff)).map((row) => [row.action, row.outcome, row.subject_id])).toEqual([
      ['read-visit', 'denied', visit.id],
    ]);
    expect((await desk.visit(t, staff, 'NoSuchAppointment')).statusCode).toBe(404);
  });
});

describe('a visit at a deployment that sends no messages', () => {
  const t = useTestApp({ config: { ...DESK_CONFIG, NOTIFICATIONS: false } });

  it('shows that the patient cannot be told, before and after a cancellation', async () => {
    const clinic = await deskClinic(t, { division: '614' });
    const visit = await bookVisit(t, clinic, new Date('2026-03-03T14:00:00Z'));
    const staff = await staffWith(t, [{ role: 'front-desk', scope: 'clinic', scopeId: clinic.id }]);
    expect((await desk.visit(t, staff, visit.id)).json().data.visit.channels).toEqual({ email: false, sms: false });
    const canceled = await desk.cancel(t, staff, visit.id, { reason: 'weather' });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().data.notified).toEqual({ email: false, sms: false });
  });
});

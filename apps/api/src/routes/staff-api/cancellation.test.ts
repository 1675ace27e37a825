import { AvailabilityResponseSchema } from '@hs/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { bookVisit, CONSOLE_ORIGIN, desk, deskClinic, staffWith, trailOf } from '#api/test/desk-fixtures.js';
import { deliverAll, deliveringConfig } from '#api/test/outbox-fixtures.js';
import { api, SERVICES } from '#api/test/scheduling-fixtures.js';
import { startSmsReceiver } from '#api/test/sms-receiver.js';
import { type SmtpReceiver, startSmtpReceiver } from '#api/test/smtp-receiver.js';

const NOTE = 'Dr Okafor called in sick; ask Raj to phone';

describe('cancelling a visit for the patient', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let sms: Awaited<ReturnType<typeof startSmsReceiver>>;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    sms = await startSmsReceiver();
    t = await createTestApp({ config: { ...deliveringConfig(smtp.url, sms.url), PUBLIC_URL: CONSOLE_ORIGIN } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await sms?.close();
  });

  async function offered(clinicId: string, date: string): Promise<number[]> {
    const query = new URLSearchParams({
      'filter.locationIds': clinicId,
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

  const appointmentRow = async (id: string) =>
    rowsOf<{ status: string; cancel_reason: string | null }>(
      await t.database.db.execute(sql`select status, cancel_reason from appointments where id = ${id}`),
    )[0]!;

  it('tells the patient as any clinic cancellation does, keeps the reason and the note apart, and frees the seat', async () => {
    const clinic = await deskClinic(t, { division: '631' });
    const start = new Date('2026-03-04T15:00:00Z');
    const visit = await bookVisit(t, clinic, start, { consentDetails: { consentToTreat: 'Yes', smsConsent: 'Yes' } });
    expect(await offered(clinic.id, '2026-03-04')).not.toContain(start.getTime());
    await deliverAll(t);
    const sentBefore = { mails: smtp.inbox().length, texts: sms.received.length };

    const staff = await staffWith(t, [{ role: 'front-desk', scope: 'clinic', scopeId: clinic.id }]);
    const response = await desk.cancel(t, staff, visit.id, { reason: 'provider-unavailable', note: NOTE });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      visit: { id: visit.id, status: 'CANCELED', cancelReason: 'provider-unavailable' },
      notified: { email: true, sms: true },
    });
    expect(await appointmentRow(visit.id)).toEqual({ status: 'CANCELED', cancel_reason: 'provider-unavailable' });
    expect(await offered(clinic.id, '2026-03-04')).toContain(start.getTime());

    const outbox = rowsOf<{ kind: string; channel: string }>(
      await t.database.db.execute(
        sql`select kind, channel from notification_outbox where appointment_id = ${visit.id} and kind <> 'confirmation' and kind <> 'reminder' order by channel`,
      ),
    );
    expect(outbox).toEqual([
      { kind: 'clinic-cancellation', channel: 'email' },
      { kind: 'clinic-cancellation', channel: 'sms' },
    ]);
    const trail = await trailOf(t, staff);
    expect(
      trail.map((row) => [row.action, row.subject_id, row.clinic_id, row.outcome, row.reason, row.detail]),
    ).toEqual([['cancel-on-behalf', visit.id, clinic.id, 'ok', NOTE, { cancelReason: 'provider-unavailable' }]]);

    await deliverAll(t);
    const mails = smtp.inbox().slice(sentBefore.mails);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [visit.body.basicInfo.email, 'The Local Clinic had to cancel your appointment'],
    ]);
    const texts = sms.received.slice(sentBefore.texts).map((text) => text.body);
    expect(texts).toHaveLength(1);
    // The internal note reaches no patient, and no table but the staff trail.
    const everywhere = [
      ...mails.flatMap((mail) => [mail.text, mail.html, mail.calendar ?? '']),
      ...texts,
      JSON.stringify(rowsOf(await t.database.db.execute(sql`select * from notification_outbox`))),
      JSON.stringify(rowsOf(await t.database.db.execute(sql`select * from audit_log`))),
      JSON.stringify(rowsOf(await t.database.db.execute(sql`select * from appointments`))),
    ].join('\n');
    expect(everywhere).not.toContain('Okafor');
  });

  it('cancels the follow-up with the first dose, and refuses a visit already cancelled or attended', async () => {
    const clinic = await deskClinic(t, { division: '632' });
    const followupAt = new Date('2026-04-01T14:00:00Z');
    const visit = await bookVisit(t, clinic, new Date('2026-03-04T14:00:00Z'), {
      serviceIds: [SERVICES.hepB1],
      followupAppointment: {
        serviceId: SERVICES.hepB2,
        dateTime: { value: followupAt.toISOString(), timezone: 'America/New_York' },
      },
    });
    const followupId = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select id from appointments where first_appointment_id = ${visit.id}`),
    )[0]!.id;
    const staff = await staffWith(t, [{ role: 'clinic-manager', scope: 'district', scopeId: '632' }]);
    expect((await desk.cancel(t, staff, visit.id, { reason: 'weather' })).statusCode).toBe(200);
    expect(await appointmentRow(followupId)).toEqual({ status: 'CANCELED', cancel_reason: 'weather' });
    expect((await trailOf(t, staff)).map((row) => [row.subject_id, row.reason, row.detail])).toEqual(
      expect.arrayContaining([
        [visit.id, null, { cancelReason: 'weather' }],
        [followupId, null, { cancelReason: 'weather', with: visit.id }],
      ]),
    );

    const again = await desk.cancel(t, staff, visit.id, { reason: 'weather' });
    expect([again.statusCode, again.json().errors[0].code]).toEqual([409, 'ALREADY_CANCELED']);

    const attended = await bookVisit(t, clinic, new Date('2026-03-02T16:00:00Z'));
    t.clock.set(new Date('2026-03-02T16:00:00Z'));
    const desk2 = await staffWith(t, [{ role: 'front-desk', scope: 'clinic', scopeId: clinic.id }]);
    expect((await desk.attendance(t, desk2, attended.id, 'checked-in')).statusCode).toBe(200);
    const refused = await desk.cancel(t, desk2, attended.id, { reason: 'patient-asked' });
    expect([refused.statusCode, refused.json().errors[0].code]).toEqual([409, 'VISIT_ATTENDED']);
    t.clock.set(new Date('2026-03-02T15:00:00Z'));
  });

  it('writes the cancellation and its trail row together: when the row cannot be written, nothing changes', async () => {
    const clinic = await deskClinic(t, { division: '633' });
    const start = new Date('2026-03-05T15:00:00Z');
    const visit = await bookVisit(t, clinic, start);
    const outboxCount = async () =>
      rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from notification_outbox`))[0]!.n;
    const before = await outboxCount();
    await t.database.db.execute(sql`
      create function refuse_cancel_trail() returns trigger language plpgsql as $$
      begin raise exception 'trail unavailable'; end; $$`);
    await t.database.db.execute(sql`
      create trigger refuse_cancel_trail before insert on staff_audit for each row
      when (new.action = 'cancel-on-behalf') execute function refuse_cancel_trail()`);
    const staff = await staffWith(t, [{ role: 'front-desk', scope: 'chain', scopeId: null }]);
    try {
      expect((await desk.cancel(t, staff, visit.id, { reason: 'clinic-closed', note: NOTE })).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_cancel_trail on staff_audit`);
      await t.database.db.execute(sql`drop function refuse_cancel_trail()`);
    }
    expect(await appointmentRow(visit.id)).toEqual({ status: 'BOOKED', cancel_reason: null });
    expect(await outboxCount()).toBe(before);
    expect(await offered(clinic.id, '2026-03-05')).not.toContain(start.getTime());
    expect(await trailOf(t, staff)).toEqual([]);
  });

  it('is refused to those who may not cancel there, and changes nothing', async () => {
    const clinic = await deskClinic(t, { division: '634' });
    const visit = await bookVisit(t, clinic, new Date('2026-03-05T16:00:00Z'));
    for (const grant of [
      { role: 'front-desk', scope: 'district', scopeId: '635' },
      { role: 'auditor', scope: 'clinic', scopeId: clinic.id },
      { role: 'user-manager', scope: 'chain', scopeId: null },
    ] as const) {
      const staff = await staffWith(t, [grant]);
      const response = await desk.cancel(t, staff, visit.id, { reason: 'other', note: NOTE });
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain(visit.body.basicInfo.firstName);
      expect((await trailOf(t, staff)).map((row) => [row.outcome, row.reason])).toEqual([['denied', null]]);
    }
    expect(await appointmentRow(visit.id)).toEqual({ status: 'BOOKED', cancel_reason: null });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `/staff-api/v1/appointments/${visit.id}/cancellation`,
      payload: { reason: 'other' },
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await api.details(t, visit.id, visit.confirmCode)).json().data.appointment.status).toBe('BOOKED');
  });
});

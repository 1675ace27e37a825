import { readCalendar } from '@hs/calendar/test/read-calendar';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import type { SchedulingContext } from '#api/modules/slot-inventory';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { deliverAll, deliveringConfig } from '#api/test/outbox-fixtures.js';
import {
  api,
  bookingBody,
  hepB2Followup,
  holdBody,
  SERVICES,
  seededClinic,
  slotsOn,
} from '#api/test/scheduling-fixtures.js';
import { startSmsReceiver } from '#api/test/sms-receiver.js';
import { type SmtpReceiver, startSmtpReceiver } from '#api/test/smtp-receiver.js';
import { cancelByClinic } from './clinic-cancellation.service.js';

const PUBLIC_URL = 'https://scheduler.example';

describe('a clinic cancels booked appointments', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let sms: Awaited<ReturnType<typeof startSmsReceiver>>;
  let ctx: SchedulingContext;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    sms = await startSmsReceiver();
    t = await createTestApp({ config: deliveringConfig(smtp.url, sms.url) });
    ctx = { db: t.database.db, clock: t.clock, config: t.app.deps.config, requestId: 'staff-console' };
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await sms?.close();
  });

  const rowsOfAppointments = async (ids: string[]) =>
    rowsOf<{ id: string; status: string; sequence: number }>(
      await t.database.db.execute(
        sql`select id, status, sequence from appointments where id = any(${`{${ids.join(',')}}`}::text[])`,
      ),
    );

  it('cancels each with its follow-up, frees the seats and tells the patient by e-mail and text what happened', async () => {
    const clinic = await seededClinic(t, SERVICES.hepB1);
    const first = slotsOn(clinic, '2026-03-03')[3]!;
    const body = bookingBody(clinic, first, {
      serviceIds: [SERVICES.hepB1],
      consentDetails: { consentToTreat: 'Yes', smsConsent: 'Yes' },
      ...hepB2Followup(clinic, slotsOn(clinic, '2026-03-31')[3]),
    });
    const booked = await api.book(t, body);
    expect(booked.statusCode, booked.body).toBe(201);
    const { appointments, followupAppointment } = booked.json().data as {
      appointments: { id: string; confirmCode: string }[];
      followupAppointment: { id: string };
    };
    const appointment = appointments[0]!;
    const alreadyCanceled = (
      await api.book(
        t,
        bookingBody(clinic, slotsOn(clinic, '2026-03-03')[9]!, {
          serviceIds: [SERVICES.hepB1],
        }),
      )
    ).json().data.appointments[0] as { id: string; confirmCode: string };
    expect((await api.cancel(t, alreadyCanceled.id, alreadyCanceled.confirmCode)).statusCode).toBe(200);
    await deliverAll(t);
    const sentBefore = { mails: smtp.inbox().length, texts: sms.received.length };

    const canceled = await cancelByClinic(ctx, t.app.secrets, {
      appointmentIds: [appointment.id, alreadyCanceled.id, 'NoSuchAppointmentAAAAA'],
    });
    expect(canceled.sort()).toEqual([appointment.id, followupAppointment.id].sort());
    expect(await rowsOfAppointments([appointment.id, followupAppointment.id, alreadyCanceled.id])).toEqual(
      expect.arrayContaining([
        { id: appointment.id, status: 'CANCELED', sequence: 1 },
        { id: followupAppointment.id, status: 'CANCELED', sequence: 1 },
        // Canceled by the patient before: left as it was.
        { id: alreadyCanceled.id, status: 'CANCELED', sequence: 1 },
      ]),
    );
    // The seat is free again for anyone.
    expect((await api.reserve(t, holdBody(clinic, first, SERVICES.hepB1))).statusCode).toBe(201);
    const audit = rowsOf<{ appointment_id: string; detail: unknown }>(
      await t.database.db.execute(sql`select appointment_id, detail from audit_log where request_id = 'staff-console'`),
    );
    expect(audit.map((row) => row.detail)).toEqual([{ byClinic: true }, { byClinic: true }]);

    await deliverAll(t);
    const mails = smtp.inbox().slice(sentBefore.mails);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [body.basicInfo.email, 'The Local Clinic had to cancel your appointment'],
      [body.basicInfo.email, 'The Local Clinic had to cancel your appointment'],
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain(`We are sorry: ${clinic.vanityName} had to cancel your appointment on`);
      expect(mail.text).toContain(`${PUBLIC_URL}/health-services/scheduler`);
      expect(mail.text).not.toContain('/cancel/');
      expect(mail.text).toContain('removes this appointment from your calendar');
      const file = readCalendar(mail.calendar!);
      expect([file.method, file.status, file.sequence]).toEqual(['CANCEL', 'CANCELLED', 1]);
    }
    const texts = sms.received.slice(sentBefore.texts).map((text) => text.body);
    expect(texts).toHaveLength(2);
    for (const text of texts) {
      expect(text).toMatch(
        new RegExp(
          `^The Local Clinic: we are sorry, we had to cancel your appointment on \\w{3}, Mar \\d{1,2}, .+, ${clinic.addressLine1}\\. Reply STOP to opt out\\.$`,
        ),
      );
    }
    // Nothing about the patient in the logs.
    const logs = t.logs().join('\n');
    for (const secret of [body.basicInfo.email, body.basicInfo.firstName, body.basicInfo.phone]) {
      expect(logs).not.toContain(secret);
    }
  });

  it('does nothing, and tells no one, when nothing it names is booked', async () => {
    const count = async () =>
      rowsOf(await t.database.db.execute(sql`select count(*)::int as n from notification_outbox`));
    const before = await count();
    expect(await cancelByClinic(ctx, t.app.secrets, { appointmentIds: ['NoSuchAppointmentAAAAA'] })).toEqual([]);
    expect(await count()).toEqual(before);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { configuredKeyring, createSecrets } from '#api/modules/security';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { addTestProvider, api, bookingBody, SERVICES, slotsOn } from '#api/test/scheduling-fixtures.js';
import { type SmtpReceiver, startSmtpReceiver } from '#api/test/smtp-receiver.js';
import { openPatientRecord } from './patient-record.js';

const ENCRYPTION_KEY = 'q8Jx2v6oV3k1mJb0f4u7yT9cR5eW1zA3sD6gH8jK0lM=';

describe('personal data at rest and in logs', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await createTestApp({
      config: { ENCRYPTION_KEY, SMTP_URL: smtp.url, MAIL_FROM: 'clinic@example.com', NOTIFICATION_POLL_MS: 0 },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('keeps the patient out of the logs and out of every table in clear text', async () => {
    const clinic = await addTestProvider(t);
    const first = slotsOn(clinic, '2026-03-03')[0]!;
    const second = slotsOn(clinic, '2026-03-31')[0]!;
    const body = bookingBody(clinic, first, {
      serviceIds: [SERVICES.hepB1],
      basicInfo: {
        ...bookingBody(clinic, first).basicInfo,
        firstName: 'Ottoline',
        lastName: 'Wrexham-Vasquez',
        email: 'ottoline.wv@example.net',
        phone: '917-555-0183',
        dateOfBirth: '1971-11-23',
      },
      consentDetails: { consentToTreat: 'Yes', smsConsent: 'Yes' },
      followupAppointment: {
        serviceId: SERVICES.hepB2,
        dateTime: { value: second.timestamp, timezone: 'America/New_York' },
      },
    });
    const response = await api.book(t, body, 'personal-data-key');
    expect(response.statusCode).toBe(201);
    const { appointments, followupAppointment } = response.json().data;
    const [booked] = appointments;
    expect((await api.details(t, booked.id, booked.confirmCode)).statusCode).toBe(200);
    expect((await api.cancel(t, followupAppointment.id, followupAppointment.confirmCode)).statusCode).toBe(200);
    // The messages of both changes, delivered (the follow-up's confirmation is skipped, as it was canceled
    // first): their rows and the delivery's log lines are scanned too.
    await t.app.notifications.deliverDue();
    const subjects = smtp.received.map((mail) => mail.subject).sort();
    expect(subjects).toEqual([expect.stringContaining('is booked'), expect.stringContaining('is canceled')]);

    const secrets = [
      'Ottoline',
      'Wrexham',
      '1971-11-23',
      'ottoline.wv@example.net',
      '917-555-0183',
      '9175550183',
      booked.confirmCode,
      followupAppointment.confirmCode,
      'MBR123456',
      'Buckeye Health',
    ];
    const logs = t.logs().join('\n');
    const tables = rowsOf<{ table_name: string }>(
      await t.database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      ),
    ).map((row) => row.table_name);
    expect(tables).toEqual(
      expect.arrayContaining(['appointments', 'slot_claims', 'audit_log', 'idempotency_keys', 'notification_outbox']),
    );
    const dump: Record<string, string> = {};
    for (const table of tables) {
      dump[table] = JSON.stringify(rowsOf(await t.database.db.execute(sql.raw(`select * from "${table}"`))));
    }
    for (const secret of secrets) {
      expect(logs.toLowerCase(), `logs hold ${secret}`).not.toContain(secret.toLowerCase());
      for (const [table, text] of Object.entries(dump)) {
        expect(text.toLowerCase(), `${table} holds ${secret}`).not.toContain(secret.toLowerCase());
      }
    }

    // Sealed, not lost: the configured key opens the record again, and only for its own appointment.
    const row = rowsOf<{ patient_data: string }>(
      await t.database.db.execute(sql`select patient_data from appointments where id = ${booked.id}`),
    )[0]!;
    const keys = createSecrets(configuredKeyring({ ENCRYPTION_KEY })!);
    expect(openPatientRecord(keys, row.patient_data, booked.id)).toMatchObject({
      basicInfo: { firstName: 'Ottoline' },
    });
    expect(() => openPatientRecord(keys, row.patient_data, followupAppointment.id)).toThrow();
  });
});

import { AnalyticsAcceptedResponseSchema } from '@hs/contracts';
import { ANALYTICS_SCHEMA_VERSIONS } from '@hs/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '#api/db/schema.js';
import { createTestApp, type TestApp } from '#api/test/app.js';

const event = (over: Record<string, unknown> = {}, data: Record<string, unknown> = {}) => ({
  name: 'customer-facing-service-error',
  schemaVersion: ANALYTICS_SCHEMA_VERSIONS['customer-facing-service-error'],
  component: 'unified scheduler',
  isGuest: true,
  occurredAt: '2026-03-02T14:59:00.000Z',
  data: {
    flow: 'IN_PERSON',
    description: 'An unknown error occurred. Please try to view this feature again in a few moments.',
    endpoint: '/appointment-management/v3/timeslots',
    code: 500,
    step: 3,
    processStatus: 'in_progress',
    ...data,
  },
  ...over,
});

describe('POST /analytics/v1/events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ variant: 'empty' });
  });
  afterAll(() => t.close());

  const post = async (payload: unknown) => {
    const response = await t.app.inject({ method: 'POST', url: '/analytics/v1/events', payload: payload as object });
    return { status: response.statusCode, body: response.json() };
  };
  const stored = async () => {
    const [row] = await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(analyticsEvents);
    return row!.n;
  };

  it('accepts clean events with 202 and stores them', async () => {
    const before = await stored();
    const abandonment = {
      ...event(),
      name: 'form-field-abandonment',
      schemaVersion: ANALYTICS_SCHEMA_VERSIONS['form-field-abandonment'],
      data: {
        flow: 'IN_PERSON',
        step: 4,
        processStatus: 'in_progress',
        form: 'patientDetails',
        fieldName: 'firstName',
      },
    };
    const injected = event({}, { description: "x'); DROP TABLE analytics_events;--" });
    const { status, body } = await post({ events: [injected, abandonment] });
    expect(status, JSON.stringify(body)).toBe(202);
    expect(AnalyticsAcceptedResponseSchema.parse(body).data.accepted).toBe(2);
    expect(await stored()).toBe(before + 2);
    const rows = await t.database.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);
    expect(rows.at(-1)).toMatchObject({
      name: 'form-field-abandonment',
      schemaVersion: '0.1.6',
      payload: { component: 'unified scheduler', isGuest: true, data: { fieldName: 'firstName', step: 4 } },
    });
  });

  it('refuses an event carrying patient data under a key it does not define, or in a value, and writes nothing', async () => {
    const before = await stored();
    const unknownKeys: [Record<string, unknown>, string][] = [
      [{ email: 'x' }, 'events.1.data.email'],
      [{ patient: { first_name: 'Jane' } }, 'events.1.data.patient'],
      [{ insuranceCarrier: 'Acme' }, 'events.1.data.insuranceCarrier'],
      [{ value: 'Jane' }, 'events.1.data.value'],
    ];
    for (const [data, field] of unknownKeys) {
      const { status, body } = await post({ events: [event(), event({}, data)] });
      expect(status, JSON.stringify(data)).toBe(400);
      expect(body.errors[0]).toMatchObject({ code: 'INVALID_INPUT', field });
      expect(JSON.stringify(body)).not.toMatch(/jane|Acme/i);
    }
    const values: [Record<string, unknown>, string][] = [
      [{ description: 'Contact jane.doe@example.com' }, 'events.1.data.description'],
      [{ description: 'call (513) 555-0100' }, 'events.1.data.description'],
      [{ description: 'born 04/12/1988' }, 'events.1.data.description'],
      [{ endpoint: '/x?dob=1988-04-12' }, 'events.1.data.endpoint'],
    ];
    for (const [data, field] of values) {
      const { status, body } = await post({ events: [event(), event({}, data)] });
      expect(status, JSON.stringify(data)).toBe(400);
      expect(body.errors[0]).toMatchObject({ code: 'PATIENT_DATA_NOT_ALLOWED', field });
      // The refusal names the field but never repeats the value.
      expect(JSON.stringify(body)).not.toMatch(/jane|555-0100|1988/i);
    }
    expect(await stored()).toBe(before);
  });

  it('takes names only where an event names something: a typed value does not fit', async () => {
    const abandonment = (fieldName: unknown) => ({
      ...event(),
      name: 'form-field-abandonment',
      schemaVersion: ANALYTICS_SCHEMA_VERSIONS['form-field-abandonment'],
      data: { step: 2, processStatus: 'in_progress', form: 'search', fieldName },
    });
    for (const typed of ['Jane Doe', 'jane@example.org', '(513) 555-0100', '04/12/1988', '100 Main St', '45202']) {
      const { status, body } = await post({ events: [abandonment(typed)] });
      expect(status, typed).toBe(400);
      expect(body.errors[0].field).toBe('events.0.data.fieldName');
    }
  });

  it('lets recent dates through: they cannot be a date of birth', async () => {
    const { status } = await post({
      events: [event({}, { description: 'No slots from 2026-03-05 after 2025-12-01' })],
    });
    expect(status).toBe(202);
  });

  it('rejects malformed batches with 400 naming the field, and oversized ones with 413', async () => {
    const before = await stored();
    const cases: [unknown, string][] = [
      [{}, 'events'],
      [{ events: [] }, 'events'],
      [{ events: Array.from({ length: 51 }, () => event({}, { description: 'x' })) }, 'events'],
      [{ events: [event({ name: 'drop-table' })] }, 'events.0.name'],
      [{ events: [event({ schemaVersion: '9.9.9' })] }, 'events.0.schemaVersion'],
      [{ events: [event({ component: 'other' })] }, 'events.0.component'],
      [{ events: [event({ isGuest: false })] }, 'events.0.isGuest'],
      [{ events: [event({ occurredAt: 'yesterday' })] }, 'events.0.occurredAt'],
      [{ events: [event({ userId: 'u1' })] }, 'events.0.userId'],
      [{ events: [event({}, { step: 0 })] }, 'events.0.data.step'],
      [{ events: [event({}, { processStatus: 'paused' })] }, 'events.0.data.processStatus'],
      [{ events: [event({}, { step: undefined })] }, 'events.0.data.step'],
      [{ events: [event({}, { description: 'x'.repeat(501) })] }, 'events.0.data.description'],
      [{ events: [event({}, { code: 1e300 })] }, 'events.0.data.code'],
      [{ events: [event({}, { flow: '🩺'.repeat(61) })] }, 'events.0.data.flow'],
    ];
    for (const [payload, field] of cases) {
      const { status, body } = await post(payload);
      expect(status, field).toBe(400);
      expect(body.errors[0].field, JSON.stringify(payload).slice(0, 200)).toBe(field);
    }
    const oversized = await post({
      events: Array.from({ length: 40 }, () => event({}, { description: 'y'.repeat(450) })),
    });
    expect(oversized.status).toBe(413);
    expect(await stored()).toBe(before);
  });
});

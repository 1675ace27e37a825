import { AnalyticsAcceptedResponseSchema } from '@hs/contracts';
import { ANALYTICS_SCHEMA_VERSIONS, type AnalyticsEventName } from '@hs/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '#api/db/schema.js';
import { createTestApp, type TestApp } from '#api/test/app.js';

/** One event of each kind as the web app builds them (apps/web/src/lib/analytics), every field filled in. */
const WEB_EVENTS: Record<AnalyticsEventName, Record<string, string | number>> = {
  'start-flow': {
    flow: 'IN_PERSON',
    category: 'DOT Physicals',
    redirectAction: 'prescreen',
    entry: 'search',
    step: 1,
    processStatus: 'in_progress',
  },
  'continue-flow': { flow: 'IN_PERSON', stepName: 'employer', step: 2, processStatus: 'in_progress' },
  'complete-flow': { flow: 'IN_PERSON', stepName: 'generalConsent', step: 8, processStatus: 'done' },
  'display-alert': { flow: 'VIRTUAL_VISIT', alert: 'search-banner', route: 'main', step: 1, processStatus: 'idle' },
  'customer-facing-service-error': {
    flow: 'IN_PERSON',
    description: 'SERVER_ERROR',
    endpoint: '/appointment-management/v2/appointments/:id',
    code: 503,
    step: 3,
    processStatus: 'in_progress',
  },
  navigate: { flow: 'DIETITIAN', from: 'main', to: 'prescreen', step: 2, processStatus: 'in_progress' },
  'form-field-abandonment': {
    flow: 'IN_PERSON',
    form: 'insurance',
    fieldName: 'primary.memberId',
    step: 5,
    processStatus: 'in_progress',
  },
  'user-constraint-error': {
    form: 'search',
    fieldName: 'location',
    rule: 'locationTooShort',
    step: 1,
    processStatus: 'idle',
  },
};

const event = (name: AnalyticsEventName, data: Record<string, unknown> = {}, over: Record<string, unknown> = {}) => ({
  name,
  schemaVersion: ANALYTICS_SCHEMA_VERSIONS[name],
  component: 'unified scheduler',
  isGuest: true,
  occurredAt: '2026-03-02T14:59:00.000Z',
  data: { ...WEB_EVENTS[name], ...data },
  ...over,
});

/** What the attacks stored: patient data of every kind, each where an event names something. */
const HOSTILE = [
  'Okonkwo',
  'Jane Doe',
  '100 Main Street',
  '123-45-6789',
  'XYZ123456789',
  'diabetes',
  'March third nineteen eighty',
  '9f8e7d6c5b4a3f2e1d0c9b8a/XK42QP',
  '/appointment-management/v2/appointments/9f8e7d6c5b4a3f2e1d0c9b8a',
  '/health-services/scheduler/cancel/9f8e7d6c5b4a3f2e1d0c9b8a/XK42QP',
];

describe('POST /analytics/v1/events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ variant: 'empty', config: { ANALYTICS_RATE_LIMIT_PER_MINUTE: 100_000 } });
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

  it('accepts the events the web app builds with 202 and stores them', async () => {
    const before = await stored();
    const names = Object.keys(WEB_EVENTS) as AnalyticsEventName[];
    const { status, body } = await post({ events: names.map((name) => event(name)) });
    expect(status, JSON.stringify(body)).toBe(202);
    expect(AnalyticsAcceptedResponseSchema.parse(body).data.accepted).toBe(names.length);
    expect(await stored()).toBe(before + names.length);
    const rows = await t.database.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);
    expect(rows.at(-1)).toMatchObject({
      name: 'user-constraint-error',
      schemaVersion: '0.2.0',
      payload: { component: 'unified scheduler', isGuest: true, data: { fieldName: 'location', step: 1 } },
    });
  });

  it('refuses a name, address, SSN, member id, diagnosis, birth date or appointment code in any field, naming it', async () => {
    const before = await stored();
    for (const [name, fields] of Object.entries(WEB_EVENTS) as [AnalyticsEventName, Record<string, unknown>][]) {
      for (const field of Object.keys(fields).filter((key) => typeof fields[key] === 'string')) {
        for (const value of HOSTILE) {
          const label = `${name}.${field} = ${value}`;
          const { status, body } = await post({ events: [event('navigate'), event(name, { [field]: value })] });
          expect(status, label).toBe(400);
          expect(body.errors[0], label).toMatchObject({ code: 'INVALID_INPUT', field: `events.1.data.${field}` });
          // The refusal names the field but never repeats the value.
          expect(JSON.stringify(body), label).not.toContain(value);
        }
      }
    }
    // An SSN or a birth date as a number does not pass for a status code.
    for (const code of [123456789, 19800303]) {
      const { status, body } = await post({ events: [event('customer-facing-service-error', { code })] });
      expect(status, String(code)).toBe(400);
      expect(body.errors[0].field).toBe('events.0.data.code');
    }
    expect(await stored()).toBe(before);
  });

  it('refuses patient data under a key an event does not define, and writes nothing', async () => {
    const before = await stored();
    const unknownKeys: [Record<string, unknown>, string][] = [
      [{ email: 'x' }, 'events.1.data.email'],
      [{ patient: { first_name: 'Jane' } }, 'events.1.data.patient'],
      [{ insuranceCarrier: 'Acme' }, 'events.1.data.insuranceCarrier'],
      [{ value: 'Jane' }, 'events.1.data.value'],
    ];
    for (const [data, field] of unknownKeys) {
      const { status, body } = await post({ events: [event('navigate'), event('navigate', data)] });
      expect(status, JSON.stringify(data)).toBe(400);
      expect(body.errors[0]).toMatchObject({ code: 'INVALID_INPUT', field });
      expect(JSON.stringify(body)).not.toMatch(/jane|Acme/i);
    }
    expect(await stored()).toBe(before);
  });

  it('rejects malformed batches with 400 naming the field, and oversized ones with 413', async () => {
    const before = await stored();
    const cases: [unknown, string][] = [
      [{}, 'events'],
      [{ events: [] }, 'events'],
      [{ events: Array.from({ length: 21 }, () => event('navigate')) }, 'events'],
      [{ events: [event('navigate', {}, { name: 'drop-table' })] }, 'events.0.name'],
      [{ events: [event('navigate', {}, { schemaVersion: '9.9.9' })] }, 'events.0.schemaVersion'],
      [{ events: [event('navigate', {}, { component: 'other' })] }, 'events.0.component'],
      [{ events: [event('navigate', {}, { isGuest: false })] }, 'events.0.isGuest'],
      [{ events: [event('navigate', {}, { occurredAt: 'yesterday' })] }, 'events.0.occurredAt'],
      [{ events: [event('navigate', {}, { userId: 'u1' })] }, 'events.0.userId'],
      [{ events: [event('navigate', { step: 0 })] }, 'events.0.data.step'],
      [{ events: [event('navigate', { processStatus: 'paused' })] }, 'events.0.data.processStatus'],
      [{ events: [event('navigate', { step: undefined })] }, 'events.0.data.step'],
      [{ events: [event('navigate', { to: 42 })] }, 'events.0.data.to'],
      [{ events: [event('customer-facing-service-error', { code: 1e300 })] }, 'events.0.data.code'],
      [{ events: [event('navigate', { flow: '🩺'.repeat(61) })] }, 'events.0.data.flow'],
    ];
    for (const [payload, field] of cases) {
      const { status, body } = await post(payload);
      expect(status, field).toBe(400);
      expect(body.errors[0].field, JSON.stringify(payload).slice(0, 200)).toBe(field);
    }
    const oversized = await post({ events: [event('navigate')], padding: 'y'.repeat(20_000) });
    expect(oversized.status).toBe(413);
    expect(await stored()).toBe(before);
  });
});

describe('the analytics rate limit', () => {
  let t: TestApp;
  const LIMIT = 3;
  beforeAll(async () => {
    t = await createTestApp({
      variant: 'empty',
      config: { RATE_LIMIT_PER_MINUTE: 100_000, ANALYTICS_RATE_LIMIT_PER_MINUTE: LIMIT },
    });
  });
  afterAll(() => t.close());

  const postFrom = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/analytics/v1/events',
      remoteAddress,
      payload: { events: [event('navigate')] },
    });

  it('answers one client 429 with Retry-After past its own limit, far below the global one, and no other', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await postFrom('203.0.113.20')).statusCode).toBe(202);
    const limited = await postFrom('203.0.113.20');
    expect(limited.statusCode).toBe(429);
    const seconds = Number(limited.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(limited.json().errors[0]).toMatchObject({ status: 429, code: 'RATE_LIMITED' });

    expect((await postFrom('203.0.113.21')).statusCode).toBe(202);
    // The limit is the analytics route's own: the client may still use the rest of the API.
    const other = await t.app.inject({ method: 'GET', url: '/health/live', remoteAddress: '203.0.113.20' });
    expect(other.statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.js';

describe('API baseline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ variant: 'empty', config: { RATE_LIMIT_PER_MINUTE: 5 } });
  });
  afterAll(() => t.close());

  it('reports health with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: t.database.kind });
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });

  it('gives every response a request id, keeping a well-formed one from the caller', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'abc12345-trace' } });
    expect(own.headers['x-request-id']).toBe('abc12345-trace');
    const hostile = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': '<script>' } });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/appointment-management/v9/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0]).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('answers bad input with 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/appointment-management/v1/services?filter.businessNames=photo',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    expect(response.json().errors[0].field).toMatch(/^filter\.businessNames/);
  });

  it('redirects a path with a trailing slash to the path without it, keeping the query', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health-services/scheduler/?type=Vaccines' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/health-services/scheduler?type=Vaccines');
  });

  it('limits each client to the configured number of requests a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/content/v2/objects/a/b/c/d.json',
        remoteAddress: '203.0.113.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const limited = await t.app.inject({
      method: 'GET',
      url: '/content/v2/objects/a/b/c/d.json',
      remoteAddress: '203.0.113.9',
    });
    const seconds = Number(limited.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(limited.json().errors[0]).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests. Please try again in ${seconds} seconds.`,
    });
    const other = await t.app.inject({
      method: 'GET',
      url: '/content/v2/objects/a/b/c/d.json',
      remoteAddress: '203.0.113.10',
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('API failures', () => {
  it('answers 5xx without internals and logs the error without request details', async () => {
    const t = await createTestApp({ variant: 'empty' });
    await t.database.close();
    const response = await t.app.inject({
      method: 'GET',
      url: '/appointment-management/v1/services?filter.businessNames=tlc',
    });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.errors[0]).toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    expect(JSON.stringify(body)).not.toMatch(/stack|sql|select|pglite|postgres/i);
    expect(t.logs().some((line) => JSON.parse(line).msg === 'unhandled error')).toBe(true);
    await t.app.close();
  });
});

describe('API compression', () => {
  it('compresses large answers for clients that accept it, and only for them', async () => {
    const t = await createTestApp();
    try {
      const url = '/appointment-management/v1/services?filter.businessNames=tlc,pharmacy,dietitian';
      const plain = await t.app.inject({ method: 'GET', url });
      const zipped = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    } finally {
      await t.close();
    }
  });
});

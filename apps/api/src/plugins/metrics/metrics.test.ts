import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/app.js';

const TOKEN = 'metrics-token-for-tests';
const METRICS_PORT = 4908;
const REFUSED = { cause: { code: 'ECONNREFUSED' } };
/** Wrong tokens a client may send in 15 minutes. */
const METRICS_TOKEN_ATTEMPTS = 10;

describe('Prometheus metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ variant: 'empty', config: { METRICS_TOKEN: TOKEN, METRICS_PORT } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  it('refuses a scrape without the token, or with a wrong one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses a client that keeps sending wrong tokens with 429 and Retry-After, even its right token', async () => {
    const scrapeFrom = (remoteAddress: string, token: string) =>
      t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers: { authorization: `Bearer ${token}` } });
    // One subscriber's IPv6 addresses, all in one /64, are one client.
    for (let i = 0; i < METRICS_TOKEN_ATTEMPTS; i++) {
      expect((await scrapeFrom(`2001:db8:9:1::${i + 1}`, `wrong-token-number-${i}`)).statusCode).toBe(401);
    }
    const refused = await scrapeFrom('2001:db8:9:1:ffff::1', 'wrong-token-once-more');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(refused.json().errors).toEqual([
      { status: 429, code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please try again in 15 minutes.' },
    ]);
    // A refused client learns nothing, not even that a token is right.
    expect((await scrapeFrom('2001:db8:9:1::1', TOKEN)).statusCode).toBe(429);
    // Other clients are not held back, and right tokens never count against a scraper.
    for (let i = 0; i <= METRICS_TOKEN_ATTEMPTS; i++) {
      expect((await scrapeFrom('203.0.113.5', TOKEN)).statusCode).toBe(200);
    }
    expect((await scrapeFrom('203.0.113.5', 'wrong-token-after-all')).statusCode).toBe(401);
  });

  it('still serves the scraper, and still refuses wrong tokens, when the attempt counters cannot be reached', async () => {
    const down = vi.spyOn(t.app.attempts, 'hit').mockRejectedValue(new Error('counter store unreachable'));
    try {
      const from = { remoteAddress: '203.0.113.6' };
      expect(
        (await t.app.inject({ ...from, url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode,
      ).toBe(200);
      expect(
        (await t.app.inject({ ...from, url: '/metrics', headers: { authorization: 'Bearer nope' } })).statusCode,
      ).toBe(401);
    } finally {
      down.mockRestore();
    }
  });

  it('counts requests and their latency by route pattern, never by the values in the path', async () => {
    const code = 'SomeoneElsesCode123';
    await t.app.inject({ method: 'DELETE', url: `/appointment-management/v1/appointment-reservations/${code}` });
    await t.app.inject({ method: 'GET', url: '/no/such/path/patient-name' });
    const text = await scrape();
    expect(text).toMatch(
      /http_requests_total\{route="\/appointment-management\/v1\/appointment-reservations\/:reservationCode",method="DELETE",status_code="\d{3}"\} 1/,
    );
    expect(text).toContain('http_request_duration_seconds_count{route="unmatched",method="GET",status_code="404"} 1');
    expect(text).not.toContain(code);
    expect(text).not.toContain('patient-name');
  });

  it('reports holds, bookings, slot conflicts, the database connections and the event-loop lag', async () => {
    const text = await scrape();
    for (const name of [
      'hs_holds_total 0',
      'hs_bookings_total 0',
      'hs_db_pool_connections{state="total"} 1',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text).toContain(name);
    }
    expect(text).toContain('# TYPE hs_slot_conflicts_total counter');
  });

  it('serves the same figures without a token on the separate metrics port', async () => {
    const response = await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('http_requests_total{');
    expect((await fetch(`http://127.0.0.1:${METRICS_PORT}/`)).status).toBe(404);
  });

  it('listens on this machine alone by default: even another loopback address is refused', async () => {
    await expect(fetch(`http://127.0.0.2:${METRICS_PORT}/metrics`)).rejects.toMatchObject(REFUSED);
  });
});

describe('the metrics port on the address METRICS_HOST names', () => {
  const port = 4943;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ variant: 'empty', config: { METRICS_PORT: port, METRICS_HOST: '127.0.0.2' } });
  });
  afterAll(() => t.close());

  it('answers there and nowhere else', async () => {
    expect((await fetch(`http://127.0.0.2:${port}/metrics`)).status).toBe(200);
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toMatchObject(REFUSED);
  });
});

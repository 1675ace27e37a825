import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#api/config.js';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { addTestProvider, api, bookingBody, slotsOn } from '#api/test/scheduling-fixtures.js';

const TOMORROW = '2026-03-03';
const LIMIT = 5;
const GUESSES = 12;
/** The proxy's own address, as the API sees every request arrive from it. */
const PROXY = '127.0.0.1';
const wrongCode = (i: number) => `Wrong${String(i).padStart(4, '0')}AAAAAAAAAAAAA`;

/**
 * A client sends its own `X-Forwarded-For: <spoofed>` and the proxy in front appends the address it saw, so the
 * API reads `<spoofed>, <real client>` from the proxy's address. A new spoofed entry on every guess must not
 * make a new client.
 */
describe.each([
  // A hop count cannot tell a proxy from a client that reaches the API directly (why decision 042 says to
  // list addresses wherever the API's port is reachable); a list of addresses can.
  ['a hop count', '1', { directPeerCounted: false }],
  ['the proxy addresses', `10.0.0.0/8,${PROXY}`, { directPeerCounted: true }],
])('TRUST_PROXY naming %s, behind a proxy that appends the address it saw', (_name, trustProxy, expected) => {
  let t: TestApp;
  let booked: { id: string; confirmCode: string };
  beforeAll(async () => {
    const { TRUST_PROXY } = loadConfig({ TRUST_PROXY: trustProxy });
    t = await createTestApp({ config: { TRUST_PROXY, RATE_LIMIT_PER_MINUTE: 100_000, CONFIRM_ATTEMPT_LIMIT: LIMIT } });
    const clinic = await addTestProvider(t);
    const response = await api.book(t, bookingBody(clinic, slotsOn(clinic, TOMORROW)[0]!));
    booked = response.json().data.appointments[0];
  }, 60_000);
  afterAll(() => t.close());

  const guess = (id: string, code: string, forwardedFor: string, from = PROXY) =>
    t.app.inject({
      method: 'GET',
      url: `/appointment-management/v2/appointments/${id}?confirmCode=${code}`,
      remoteAddress: from,
      headers: { 'x-forwarded-for': forwardedFor },
    });
  it('counts the address the proxy appended, whatever the client wrote before it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < GUESSES; i++) {
      statuses.push((await guess(booked.id, wrongCode(i), `203.0.113.${i + 1}, 198.51.100.7`)).statusCode);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(404), ...Array(GUESSES - LIMIT).fill(429)]);
    // Another client behind the same proxy is not blocked by it.
    expect((await guess(booked.id, booked.confirmCode, '203.0.113.1, 198.51.100.8')).statusCode).toBe(200);
  });

  const direct = expected.directPeerCounted
    ? 'counts a client that reaches the API directly by its own address'
    : 'believes a client that reaches the API directly: a hop count cannot tell it from a proxy';
  it(direct, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < GUESSES; i++) {
      statuses.push((await guess(booked.id, wrongCode(i), `203.0.113.${i + 1}`, '192.0.2.60')).statusCode);
    }
    const checked = expected.directPeerCounted ? LIMIT : GUESSES;
    expect(statuses).toEqual([...Array(checked).fill(404), ...Array(GUESSES - checked).fill(429)]);
  });

  it('keys the global rate limit on the same address', async () => {
    const limited = await createTestApp({
      variant: 'empty',
      config: { TRUST_PROXY: loadConfig({ TRUST_PROXY: trustProxy }).TRUST_PROXY, RATE_LIMIT_PER_MINUTE: 3 },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const answer = await limited.app.inject({
          method: 'GET',
          url: '/content/v2/objects/a/b/c/d.json',
          remoteAddress: PROXY,
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}, 198.51.100.9` },
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

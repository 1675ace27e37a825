import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { addTestProvider, api, bookingBody, slotsOn, type TestProvider } from '#api/test/scheduling-fixtures.js';

const TOMORROW = '2026-03-03';
const LIMIT = 5;
const wrongCode = (i: number) => `Wrong${String(i).padStart(4, '0')}AAAAAAAAAAAAA`;

describe('wrong confirmation codes', () => {
  let t: TestApp;
  let clinic: TestProvider;
  let slotIndex = 0;
  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 100_000, CONFIRM_ATTEMPT_LIMIT: LIMIT } });
    clinic = await addTestProvider(t);
  });
  afterAll(() => t.close());

  /** Moves the end of every open attempt window `ms` from now, as waiting would (the database's counter). */
  const windowsEndIn = (ms: number) =>
    t.database.db.execute(
      sql`update rate_limit_hits set resets_at = now() + ${ms}::int * interval '1 millisecond' where key like 'attempts:%'`,
    );

  const bookOne = async () => {
    const response = await api.book(t, bookingBody(clinic, slotsOn(clinic, TOMORROW)[slotIndex++]!));
    expect(response.statusCode).toBe(201);
    return response.json().data.appointments[0] as { id: string; confirmCode: string };
  };

  it('cannot lock the holder out, however many clients guess against the appointment', async () => {
    const booked = await bookOne();
    for (let client = 0; client < 8; client++) {
      for (let i = 0; i <= LIMIT; i++) await api.cancel(t, booked.id, wrongCode(i), `198.51.100.${client + 1}`);
    }
    expect((await api.details(t, booked.id, booked.confirmCode, '203.0.113.77')).statusCode).toBe(200);
    expect((await api.cancel(t, booked.id, booked.confirmCode, '203.0.113.77')).statusCode).toBe(200);
  });

  it('never counts a correct code as a failure', async () => {
    const booked = await bookOne();
    const client = '203.0.113.80';
    for (let i = 0; i < LIMIT - 1; i++)
      expect((await api.details(t, booked.id, wrongCode(i), client)).statusCode).toBe(404);
    for (let i = 0; i < 3; i++)
      expect((await api.details(t, booked.id, booked.confirmCode, client)).statusCode).toBe(200);
    expect((await api.details(t, booked.id, wrongCode(99), client)).statusCode).toBe(404);
    const refused = await api.details(t, booked.id, booked.confirmCode, client);
    expect(refused.statusCode).toBe(429);
    // Viewing says when to try again, as cancelling does.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('says when to try again, does not renew a lockout with the attempts it refuses, and ends it with the window', async () => {
    const booked = await bookOne();
    const client = '203.0.113.81';
    for (let i = 0; i < LIMIT; i++) await api.cancel(t, booked.id, wrongCode(i), client);
    const refused = await api.cancel(t, booked.id, booked.confirmCode, client);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(refused.json().errors).toEqual([
      { status: 429, code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please try again in 15 minutes.' },
    ]);
    // The window the first wrong code opened is nearly over: the refused attempts must not push its end back.
    await windowsEndIn(30_000);
    for (let i = 0; i < LIMIT; i++) {
      const again = await api.cancel(t, booked.id, booked.confirmCode, client);
      expect(again.statusCode).toBe(429);
      expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(30);
    }
    await windowsEndIn(0);
    expect((await api.cancel(t, booked.id, booked.confirmCode, client)).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, where one subscriber picks addresses at will', async () => {
    const booked = await bookOne();
    for (let i = 0; i < LIMIT; i++) {
      expect((await api.details(t, booked.id, wrongCode(i), `2001:db8:5:7::${i + 1}`)).statusCode).toBe(404);
    }
    expect((await api.details(t, booked.id, wrongCode(9), '2001:db8:5:7:ffff::9')).statusCode).toBe(429);
    expect((await api.details(t, booked.id, wrongCode(9), '2001:db8:5:8::1')).statusCode).toBe(404);
  });

  it('lets at most the limit of concurrent guesses from one client be checked', async () => {
    const booked = await bookOne();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.details(t, booked.id, wrongCode(i), '203.0.113.82')),
    );
    const checked = answers.filter((answer) => answer.statusCode === 404).length;
    expect(checked).toBeLessThanOrEqual(LIMIT);
    expect(answers.every((answer) => answer.statusCode === 404 || answer.statusCode === 429)).toBe(true);
  });
});

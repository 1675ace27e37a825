import { appointmentLookupPath, appointmentPath } from '@hs/contracts';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { bookingRequest, freeSlots, runTag, type Slot } from './bookings.js';
import { createFreshDatabase } from './postgres.js';
import { type ServerProcess, spawnServer, waitUntilReady } from './server-process.js';

function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('The production checks need TEST_REDIS_URL (a Redis database they may empty).');
  return url;
}

interface Answer {
  status: number;
  retryAfter: string | null;
  cacheControl: string | null;
  errors: unknown;
}

async function answer(response: Response): Promise<Answer> {
  const json = (await response.json()) as { errors?: unknown };
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    cacheControl: response.headers.get('cache-control'),
    errors: json.errors ?? null,
  };
}

const lookup = async (server: ServerProcess, body: object, client: string) =>
  answer(
    await fetch(`${server.url}${appointmentLookupPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(body),
    }),
  );

const cancel = async (server: ServerProcess, id: string, confirmCode: string, client: string) =>
  answer(
    await fetch(`${server.url}${appointmentPath.replace(':id', encodeURIComponent(id))}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ status: 'CANCELED', confirmCode }),
    }),
  );

/**
 * The guess limits of find my appointment and of cancelling across two API processes started separately, as two
 * replicas would be: counted in Redis when REDIS_URL is set, in the shared PostgreSQL database otherwise.
 */
describe.each([
  ['Redis', true],
  ['PostgreSQL alone', false],
])('the guess limits across two API processes sharing %s', (_name, withRedis) => {
  it('hold once for both processes, per client and per code, for lookups and cancel guesses alike', async () => {
    const database = await createFreshDatabase('lookup');
    if (withRedis) {
      const redis = new Redis(testRedisUrl());
      await redis.flushdb();
      await redis.quit();
    }
    const env = {
      DATABASE_URL: database.url,
      ...(withRedis ? { REDIS_URL: testRedisUrl() } : {}),
      ENCRYPTION_KEY: 'b4'.repeat(32),
      TRUST_PROXY: '1',
      SHUTDOWN_DRAIN_SECONDS: '0',
    };
    const [a, b] = [spawnServer(env, 4915), spawnServer(env, 4916)] as const;
    try {
      await Promise.all([waitUntilReady(a, { redis: withRedis }), waitUntilReady(b, { redis: withRedis })]);
      const run = runTag();
      const slots = await freeSlots(a.url, 3);
      const bookOne = async (slot: Slot, n: number) => {
        const booked = await fetch(`${a.url}/appointment-management/v2/appointments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(bookingRequest(slot, n, run)),
        });
        expect(booked.status).toBe(201);
        const { data } = (await booked.json()) as { data: { appointments: { id: string; confirmCode: string }[] } };
        const { id, confirmCode } = data.appointments[0]!;
        return { id, details: { confirmCode, lastName: `Check${run}`, dateOfBirth: '1980-01-01' } };
      };
      const { details: right } = await bookOne(slots[0]!, 1);

      // The same answer from either process, whichever field is wrong.
      const mismatches = [
        await lookup(a, { ...right, confirmCode: 'ZZZZZZZZZZ' }, '203.0.113.1'),
        await lookup(b, { ...right, lastName: 'Someoneelse' }, '203.0.113.2'),
        await lookup(a, { ...right, dateOfBirth: '1980-01-02' }, '203.0.113.3'),
      ];
      for (const answer of mismatches) expect(answer).toEqual(mismatches[0]);
      expect(mismatches[0]).toMatchObject({ status: 404, cacheControl: 'no-store' });

      // One client alternating between the processes gets five checks in all, not five per process.
      const client = '198.51.100.77';
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const answer = await lookup(i % 2 === 0 ? a : b, { ...right, confirmCode: `YYYYYYYY${i}A` }, client);
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429, 429]);
      const refused = await lookup(b, right, client);
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);

      // One code guessed from many clients through both processes: blocked for everyone after five.
      const { details: other } = await bookOne(slots[1]!, 2);
      expect((await lookup(b, other, '192.0.2.40')).status).toBe(200);
      for (let i = 0; i < 5; i++) {
        const wrong = { ...other, dateOfBirth: `1990-01-0${i + 1}` };
        expect((await lookup(i % 2 === 0 ? a : b, wrong, `192.0.2.${i + 1}`)).status).toBe(404);
      }
      expect((await lookup(a, other, '192.0.2.50')).status).toBe(429);
      expect((await lookup(b, other, '192.0.2.51')).status).toBe(429);

      // Wrong codes to cancel, from one client through both processes: five checked in all, then one refusal.
      const guessed = await bookOne(slots[2]!, 3);
      const guesser = '198.51.100.78';
      const guesses: number[] = [];
      for (let i = 0; i < 7; i++) {
        guesses.push((await cancel(i % 2 === 0 ? a : b, guessed.id, `WRONG${i}AAAA`, guesser)).status);
      }
      expect(guesses).toEqual([404, 404, 404, 404, 404, 429, 429]);
      const blocked = await cancel(a, guessed.id, guessed.details.confirmCode, guesser);
      expect(blocked).toMatchObject({
        status: 429,
        errors: [{ code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please try again in 15 minutes.' }],
      });
      expect(Number(blocked.retryAfter)).toBeGreaterThan(14 * 60);
      expect((await cancel(b, guessed.id, guessed.details.confirmCode, '198.51.100.79')).status).toBe(200);
    } finally {
      for (const server of [a, b]) server.child.kill('SIGKILL');
      await Promise.all([a.exited, b.exited]);
      await database.drop().catch(() => {});
    }
  });
});

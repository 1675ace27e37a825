import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { type PrivateRedis, startPrivateRedis } from '#api/test/redis-server.js';
import { addTestProvider, api, bookingBody, slotsOn } from '#api/test/scheduling-fixtures.js';

const TOMORROW = '2026-03-03';
const SEARCH = '/appointment-management/v1/results/physical?filter.serviceIds=29&filter.freeFormAddress=45202';
const METRICS_TOKEN = 'redis-outage-metrics-token';
const WORKERS = 4;
/** Requests of the load before the kill, and after it while Redis stays down. */
const BEFORE_KILL = 40;
const WHILE_DOWN = 60;

interface Booked {
  id: string;
  confirmCode: string;
  lastName: string;
  dateOfBirth: string;
}

interface Sample {
  kind: 'lookup' | 'wrong lookup' | 'view' | 'search';
  status: number;
  ms: number;
}

let clients = 0;
/** A client address of its own for each request of the load, so the load never meets a guess limit. */
const newClient = () => {
  clients++;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

/** One request of the load: finding, viewing and searching in turn, the guesses right and wrong. */
async function oneRequest(t: TestApp, booked: Booked[], n: number): Promise<Sample> {
  const appointment = booked[n % booked.length]!;
  const details = { confirmCode: appointment.confirmCode, lastName: appointment.lastName, dateOfBirth: '1984-07-19' };
  const kinds: Sample['kind'][] = ['lookup', 'wrong lookup', 'view', 'search'];
  const kind = kinds[n % kinds.length]!;
  const started = performance.now();
  const response =
    kind === 'lookup'
      ? await api.lookup(t, details, newClient())
      : kind === 'wrong lookup'
        ? await api.lookup(t, { ...details, confirmCode: `WRONG${String(n).padStart(5, '0')}` }, newClient())
        : kind === 'view'
          ? await api.details(t, appointment.id, appointment.confirmCode, newClient())
          : await t.app.inject({ method: 'GET', url: SEARCH, remoteAddress: newClient() });
  return { kind, status: response.statusCode, ms: performance.now() - started };
}

/** Runs `count` requests of the load on WORKERS concurrent clients. */
async function load(t: TestApp, booked: Booked[], count: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (next < count) samples.push(await oneRequest(t, booked, next++));
    }),
  );
  return samples;
}

/** Prints latency and statuses by kind of request, for the record (no test asserts a time). */
function figures(label: string, samples: Sample[]) {
  const lines = [`${label}: ${samples.length} requests`];
  for (const kind of ['lookup', 'wrong lookup', 'view', 'search'] as const) {
    const ofKind = samples.filter((sample) => sample.kind === kind);
    const ms = ofKind.map((sample) => sample.ms).sort((a, b) => a - b);
    const at = (q: number) => (ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0).toFixed(0);
    const statuses = [...new Set(ofKind.map((sample) => sample.status))]
      .map((status) => `${ofKind.filter((sample) => sample.status === status).length}x${status}`)
      .join(' ');
    lines.push(`  ${kind.padEnd(12)} median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms; ${statuses}`);
  }
  console.log(lines.join('\n'));
}

/**
 * The API over a Redis of its own that dies in the middle of a load of lookups, views and searches, and comes back:
 * losing Redis loses the counters in it and nothing else (docs/deploy.md, decision 043).
 */
describe('losing Redis in the middle of a load', () => {
  let redis: PrivateRedis;
  let t: TestApp;
  const booked: Booked[] = [];
  let whileDown: Sample[] = [];

  const redisKeys = async (pattern: string) => {
    const client = new Redis(redis.url);
    try {
      return (await client.keys(pattern)).length;
    } finally {
      client.disconnect();
    }
  };
  const readiness = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health/ready' });
    return { statusCode: response.statusCode, body: response.json() as { checks: Record<string, unknown> } };
  };
  const redisGauge = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    return /^hs_redis_up (\d)$/m.exec(response.body)?.[1];
  };
  /** Waits until readiness says Redis is up (a new process may still be connecting; a cool-off takes seconds). */
  const redisIsUp = async () => {
    const deadline = Date.now() + 20_000;
    while ((await readiness()).body.checks.redis !== 'up' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await readiness()).body.checks.redis).toBe('up');
    expect(await redisGauge()).toBe('1');
  };
  /** Wrong guesses from one new client, then its right one: the statuses it got. */
  const guessUntilRefused = async (appointment: Booked) => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await api.details(t, appointment.id, `GUESS${i}AAAAAAAAAA`, client)).statusCode);
    }
    statuses.push((await api.details(t, appointment.id, appointment.confirmCode, client)).statusCode);
    return statuses;
  };

  beforeAll(async () => {
    redis = await startPrivateRedis();
    t = await createTestApp({
      config: { REDIS_URL: redis.url, RATE_LIMIT_PER_MINUTE: 100_000, METRICS_TOKEN },
    });
    const clinic = await addTestProvider(t);
    const slots = slotsOn(clinic, TOMORROW);
    for (let i = 0; i < 4; i++) {
      const body = bookingBody(clinic, slots[i]!);
      const response = await api.book(t, body);
      expect(response.statusCode, response.body).toBe(201);
      const { id, confirmCode } = response.json().data.appointments[0] as { id: string; confirmCode: string };
      booked.push({ id, confirmCode, lastName: body.basicInfo.lastName, dateOfBirth: body.basicInfo.dateOfBirth });
    }
  });
  afterAll(async () => {
    await t?.close();
    await redis?.kill();
  });

  it('answers every request of the load, none with a 5xx, while Redis dies under it', async () => {
    await redisIsUp();
    const before = await load(t, booked, BEFORE_KILL);
    figures('Redis up', before);
    expect(await redisKeys('hs-attempts:*')).toBeGreaterThan(0);
    expect(await redisKeys('hs-rl:*')).toBeGreaterThan(0);

    // Killed while requests are in flight.
    const inFlight = load(t, booked, WHILE_DOWN);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await redis.kill();
    whileDown = await inFlight;
    figures('Redis killed mid-load', whileDown);
    const afterKill = await load(t, booked, WHILE_DOWN);
    figures('Redis down', afterKill);

    for (const sample of [...before, ...whileDown, ...afterKill]) {
      expect(sample.status, sample.kind).toBe(sample.kind === 'wrong lookup' ? 404 : 200);
    }
  }, 180_000);

  it('keeps limiting guesses while Redis is down, counting them in the database', async () => {
    expect(await guessUntilRefused(booked[0]!)).toEqual([404, 404, 404, 404, 404, 429]);
    const counted = await t.database.db.execute(
      sql`select count(*)::int as n from rate_limit_hits where key like 'attempts:%'`,
    );
    expect(rowsOf<{ n: number }>(counted)[0]!.n).toBeGreaterThan(0);
  }, 60_000);

  it('stays ready while Redis is down, and says that Redis is', async () => {
    expect(await readiness()).toMatchObject({ statusCode: 200, body: { status: 'ready', checks: { redis: 'down' } } });
    expect(await redisGauge()).toBe('0');
  }, 60_000);

  it('counts in Redis again once it is back', async () => {
    await redis.start();
    await redisIsUp();
    expect(await guessUntilRefused(booked[1]!)).toEqual([404, 404, 404, 404, 404, 429]);
    expect(await redisKeys('hs-attempts:*')).toBeGreaterThan(0);
    await load(t, booked, 8);
    expect(await redisKeys('hs-rl:*')).toBeGreaterThan(0);
  }, 60_000);

  it('answers and limits guesses while Redis hangs without closing its connections, and finds it back', async () => {
    redis.pause();
    try {
      const whileHung = await load(t, booked, WHILE_DOWN);
      figures('Redis hung', whileHung);
      for (const sample of whileHung)
        expect(sample.status, sample.kind).toBe(sample.kind === 'wrong lookup' ? 404 : 200);
      expect(await guessUntilRefused(booked[2]!)).toEqual([404, 404, 404, 404, 404, 429]);
      expect(await readiness()).toMatchObject({ statusCode: 200, body: { checks: { redis: 'down' } } });
    } finally {
      redis.resume();
    }
    await redisIsUp();
  }, 60_000);
});

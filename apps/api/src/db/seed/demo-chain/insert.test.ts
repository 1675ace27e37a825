import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#api/db/client.js';
import { createTestDatabase, TEST_TODAY } from '#api/test/database.js';
import { generateDemoChain } from './generate.js';
import { demoChainTables } from './tables.js';

// The seeded test database was filled by insertDemoChain for TEST_TODAY; it must hold exactly this chain.
const chain = generateDemoChain({ today: TEST_TODAY });
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('insertDemoChain', () => {
  it('stores every row of every table', async () => {
    const { db } = database;
    const counts: Record<string, number | undefined> = {};
    const expected: Record<string, number> = {};
    for (const [name, table] of Object.entries(demoChainTables)) {
      counts[name] = (await db.select({ n: count() }).from(table))[0]?.n;
      expected[name] = chain[name as keyof typeof chain].length;
    }
    expect(counts).toEqual(expected);
  });

  it('round-trips JSON columns, arrays, nulls and timestamps', async () => {
    const { db } = database;
    const { benefitCodes, clinics, providers, services } = demoChainTables;
    const promoClinic = chain.clinics.find((c) => c.rideSharePromo);
    if (!promoClinic) throw new Error('The chain has no clinic with a ride-share promo');
    const [storedClinic] = await db.select().from(clinics).where(eq(clinics.providerId, promoClinic.providerId));
    expect(storedClinic).toEqual(promoClinic);
    const [storedProvider] = await db.select().from(providers).where(eq(providers.id, promoClinic.providerId));
    // The version is the database's own, moved as the clinic and its services were written.
    expect(storedProvider).toEqual({
      ...chain.providers.find((p) => p.id === promoClinic.providerId),
      availabilityVersion: expect.any(Number),
    });
    const storedServices = await db.select().from(services).orderBy(asc(services.order));
    expect(storedServices).toEqual(chain.services);
    const storedCodes = await db.select().from(benefitCodes).orderBy(asc(benefitCodes.code));
    expect(storedCodes).toEqual([...chain.benefitCodes].sort((a, b) => a.code.localeCompare(b.code)));
  });
});

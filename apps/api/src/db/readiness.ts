import type { Readiness } from '@hs/contracts';
import { eq, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { pgSchema, serial } from 'drizzle-orm/pg-core';
import { type Database, migrationsFolder } from './client.js';
import { seedRuns } from './schema.js';
import { DEMO_SEED_NAME } from './seed/seed.js';

const expectedMigrations = readMigrationFiles({ migrationsFolder }).length;
/** The migrator's own ledger (drizzle's default place for it on both drivers). */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', { id: serial('id').primaryKey() });

/** Whether the database answers, has every migration applied and holds the seed this configuration asks for. */
export async function checkReadiness(
  db: Database,
  options: { demo: boolean },
): Promise<Omit<Readiness['checks'], 'accepting' | 'redis'>> {
  try {
    const migrated = (await db.$count(appliedMigrations)) >= expectedMigrations;
    const seeded = migrated && (!options.demo || (await hasDemoSeed(db)));
    return { database: true, migrated, seeded };
  } catch {
    // An unreachable database and a database without the migrations table both mean "not ready"; which one
    // it is shows in /health.
    const database = await db
      .execute(sql`select 1`)
      .then(() => true)
      .catch(() => false);
    return { database, migrated: false, seeded: false };
  }
}

async function hasDemoSeed(db: Database): Promise<boolean> {
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_SEED_NAME)).limit(1);
  return done.length > 0;
}

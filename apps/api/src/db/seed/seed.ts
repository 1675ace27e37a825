import { bundledContent, bundledDocumentEntries, checkBundledContent, toStoredDocument } from '@hs/content';
import { eq } from 'drizzle-orm';
import type { Clock } from '#api/clock.js';
import type { Database } from '#api/db/client.js';
import { seedRuns } from '#api/db/schema.js';
import { insertMissingContent } from '#api/modules/content';
import { generateDemoChain } from './demo-chain/generate.js';
import { insertDemoChain } from './demo-chain/insert.js';

export const DEMO_SEED_NAME = 'demo-chain';

/**
 * Seeds the demo chain once (a restart keeps what is there) and adds any bundled content objects the
 * store lacks, after checking each against its schema: the store must never serve what the web app would
 * refuse. Returns whether the demo chain was seeded by this call.
 */
export async function seedDatabase(db: Database, clock: Clock, options: { demo: boolean }): Promise<boolean> {
  const objects = await checkBundledContent(bundledContent);
  const documents = await checkBundledContent(bundledDocumentEntries);
  await insertMissingContent(db, objects, documents.map(toStoredDocument));
  if (!options.demo) return false;
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_SEED_NAME)).limit(1);
  if (done.length > 0) return false;
  await db.transaction(async (tx) => {
    await insertDemoChain(tx, generateDemoChain({ today: clock.now() }));
    await tx.insert(seedRuns).values({ name: DEMO_SEED_NAME, seededAt: clock.now() });
  });
  return true;
}

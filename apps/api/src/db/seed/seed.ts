import { bundledContent, bundledDocumentEntries, checkBundledContent, toStoredDocument } from '@hs/content';
import { formatProblem, locateInJson, validateDirectory } from '@hs/directory';
import { eq } from 'drizzle-orm';
import type { Clock } from '#api/clock.js';
import type { Database } from '#api/db/client.js';
import { seedRuns } from '#api/db/schema.js';
import { insertMissingContent } from '#api/modules/content';
import { seedDirectory } from '#api/modules/directory';
import { demoDirectoryFile } from './demo-chain/directory-file.js';
import { generateDemoChain } from './demo-chain/generate.js';

export const DEMO_SEED_NAME = 'demo-chain';

/**
 * Seeds the demo chain once (a restart keeps what is there), as an import of its directory file, and adds any bundled content objects the
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
  // The demo chain travels the path a real chain's file does: checked as a file, then imported.
  const checked = validateDirectory(demoDirectoryFile(generateDemoChain({ today: clock.now() })), locateInJson('demo'));
  if (!checked.ok) throw new Error(`The demo directory is invalid:\n${checked.problems.map(formatProblem).join('\n')}`);
  await db.transaction(async (tx) => {
    await seedDirectory(tx, clock.now(), checked.directory);
    await tx.insert(seedRuns).values({ name: DEMO_SEED_NAME, seededAt: clock.now() });
  });
  return true;
}

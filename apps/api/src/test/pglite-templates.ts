import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fixedClock } from '#api/clock.js';
import { fromPglite, pgliteStartParams } from '#api/db/client.js';
import { seedDatabase } from '#api/db/seed/seed.js';

/** The "today" the test template's demo chain is generated for; tests set their clocks relative to it. */
export const TEST_TODAY = new Date('2026-03-02T15:00:00Z');

export type Variant = 'seeded' | 'empty';
export const VARIANTS: readonly Variant[] = ['seeded', 'empty'];

/**
 * Migrates (and for 'seeded' fills) a fresh PGlite and saves its data folder as an uncompressed tar.
 * Loading that tar is what PGlite's own clone() does after dumping, so test files load it directly.
 */
async function buildTemplate(variant: Variant, file: string): Promise<void> {
  const client = new PGlite({ startParams: pgliteStartParams });
  const handle = await fromPglite(client);
  await seedDatabase(handle.db, fixedClock(TEST_TODAY), { demo: variant === 'seeded' });
  const dump = await client.dumpDataDir('none');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}

/** Builds every variant once into a fresh folder; returns the folder and a function that removes it. */
export async function buildTemplates(): Promise<{ folder: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'hs-pglite-templates-'));
  for (const variant of VARIANTS) await buildTemplate(variant, templateFile(folder, variant));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

export const templateFile = (folder: string, variant: Variant) => path.join(folder, `${variant}.tar`);

/** The saved data folder of a variant, as PGlite's `loadDataDir` takes it. */
export async function readTemplate(folder: string, variant: Variant): Promise<Blob> {
  return new Blob([await readFile(templateFile(folder, variant))]);
}

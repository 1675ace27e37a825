import type { ContentAddress, ContentDocument } from '@hs/content';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { contentDocuments, contentObjects } from '#api/db/schema.js';

/** The condition that picks the stored object at an address (the table's primary key). */
export const isContentAt = (address: ContentAddress) =>
  and(
    eq(contentObjects.schema, address.schema),
    eq(contentObjects.version, address.version),
    eq(contentObjects.dir, address.dir),
    eq(contentObjects.name, address.name),
  );

export async function findContentObject(db: Database, address: ContentAddress): Promise<unknown | undefined> {
  const rows = await db.select({ data: contentObjects.data }).from(contentObjects).where(isContentAt(address)).limit(1);
  return rows[0]?.data;
}

export async function findContentDocument(
  db: Database,
  kind: ContentDocument['kind'],
  id: string,
): Promise<unknown | undefined> {
  const rows = await db
    .select({ data: contentDocuments.data })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.kind, kind), eq(contentDocuments.id, id)))
    .limit(1);
  return rows[0]?.data;
}

/** Adds bundled objects the store lacks; objects already stored (possibly edited) are kept. */
export async function insertMissingContent(
  db: Database,
  objects: readonly (ContentAddress & { data: unknown })[],
  documents: readonly ContentDocument[],
): Promise<void> {
  if (objects.length > 0) {
    await db
      .insert(contentObjects)
      .values(objects.map(({ schema, version, dir, name, data }) => ({ schema, version, dir, name, data })))
      .onConflictDoNothing();
  }
  if (documents.length > 0) {
    await db
      .insert(contentDocuments)
      .values([...documents])
      .onConflictDoNothing();
  }
}

import type { BundledContent } from '@hs/content';
import type { Database } from '#api/db/client.js';
import { contentObjects } from '#api/db/schema.js';
import { isContentAt } from '#api/modules/content';

/** Replaces a stored content object, as an editor of the content service would. */
export async function storeContent(db: Database, entry: BundledContent, data: unknown): Promise<void> {
  await db.update(contentObjects).set({ data }).where(isContentAt(entry));
}

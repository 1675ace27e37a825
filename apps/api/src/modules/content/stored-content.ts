import { type BundledContent, contentKey } from '@hs/content';
import type { Database } from '#api/db/client.js';
import { findContentObject } from './content.repository.js';

/** Told when the store holds an object that fails its schema, so the bundled copy was used instead. */
export type OnInvalidContent = (key: string, problem: string) => void;

/**
 * A content object as the server's rules read it: the store's copy (which may have been edited since it was
 * seeded), checked against its schema. The bundled copy stands in when the store lacks the object or holds
 * one that fails the check, as the web app's default (AUTO) mode does, so a bad edit never stops a screen.
 */
export async function readContent<T>(db: Database, entry: BundledContent<T>, onInvalid?: OnInvalidContent): Promise<T> {
  const stored = await findContentObject(db, entry);
  if (stored === undefined) return entry.data;
  const checked = (await entry.loadZod()).safeParse(stored);
  if (checked.success) return checked.data;
  onInvalid?.(contentKey(entry), checked.error.message);
  return entry.data;
}

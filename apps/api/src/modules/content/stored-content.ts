import { type BundledContent, type BundledDocument, contentKey, type SchemaLoader } from '@hs/content';
import type { Database } from '#api/db/client.js';
import { findContentDocument, findContentObject } from './content.repository.js';

/** Told when the store holds an object that fails its schema, so the bundled copy was used instead. */
export type OnInvalidContent = (key: string, problem: string) => void;

/**
 * A content object as the server's rules read it and the content service serves it: the store's copy (which may
 * have been edited since it was seeded), checked against its schema. The bundled copy stands in when the store
 * lacks the object or holds one that fails the check, as the web app's default (AUTO) mode does, so a bad edit
 * never stops a screen, and what the browser receives has always passed its schema (decision 046).
 */
export async function readContent<T>(db: Database, entry: BundledContent<T>, onInvalid?: OnInvalidContent): Promise<T> {
  return checked(await findContentObject(db, entry), entry, contentKey(entry), onInvalid);
}

/** A text collection or page, read as readContent reads an object. */
export async function readContentDocument<T extends Record<string, unknown>>(
  db: Database,
  entry: BundledDocument<T>,
  onInvalid?: OnInvalidContent,
): Promise<T> {
  const key = `${entry.kind}/${entry.id}`;
  return checked(await findContentDocument(db, entry.kind, entry.id), entry, key, onInvalid);
}

async function checked<T>(
  stored: unknown,
  entry: { data: T; loadZod: SchemaLoader<T> },
  key: string,
  onInvalid: OnInvalidContent | undefined,
): Promise<T> {
  if (stored === undefined) return entry.data;
  const result = (await entry.loadZod()).safeParse(stored);
  if (result.success) return result.data;
  onInvalid?.(key, result.error.message);
  return entry.data;
}

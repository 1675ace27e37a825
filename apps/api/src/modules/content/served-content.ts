import {
  bundledContent,
  bundledDocumentEntries,
  type ContentAddress,
  type ContentDocument,
  contentKey,
} from '@hs/content';
import type { Database } from '#api/db/client.js';
import { DomainError } from '#api/domain-error.js';
import { type OnInvalidContent, readContent, readContentDocument } from './stored-content.js';

const objects = new Map(bundledContent.map((entry) => [contentKey(entry), entry]));
const documents = new Map(bundledDocumentEntries.map((entry) => [`${entry.kind}/${entry.id}`, entry]));

/**
 * A content object as the content service serves it: the stored copy when it passes the object's schema, else the
 * bundled one (readContent). Only objects the app knows the schema of are served: the browser relies on the
 * check (decision 046).
 */
export async function servedContentObject(
  db: Database,
  address: ContentAddress,
  onInvalid: OnInvalidContent,
): Promise<unknown> {
  const entry = objects.get(contentKey(address));
  if (!entry) throw new DomainError('not-found', 'NOT_FOUND', 'No such content object.');
  return readContent(db, entry, onInvalid);
}

export async function servedContentDocument(
  db: Database,
  kind: ContentDocument['kind'],
  id: string,
  onInvalid: OnInvalidContent,
): Promise<unknown> {
  const entry = documents.get(`${kind}/${id}`);
  if (!entry) throw new DomainError('not-found', 'NOT_FOUND', 'No such content document.');
  return readContentDocument(db, entry, onInvalid);
}

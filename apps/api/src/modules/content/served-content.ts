import type { ContentAddress, ContentDocument } from '@hs/content';
import type { Database } from '#api/db/client.js';
import { DomainError } from '#api/domain-error.js';
import { findContentDocument, findContentObject } from './content.repository.js';

/** A stored content object as the content service serves it: as stored, which may differ from the bundled copy. */
export async function servedContentObject(db: Database, address: ContentAddress): Promise<unknown> {
  const data = await findContentObject(db, address);
  if (data === undefined) throw new DomainError('not-found', 'NOT_FOUND', 'No such content object.');
  return data;
}

export async function servedContentDocument(db: Database, kind: ContentDocument['kind'], id: string): Promise<unknown> {
  const data = await findContentDocument(db, kind, id);
  if (data === undefined) throw new DomainError('not-found', 'NOT_FOUND', 'No such content document.');
  return data;
}

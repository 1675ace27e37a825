import { spanishDirectoryWords } from '@hs/content';
import type { Database } from '#api/db/client.js';
import { readContent } from '#api/modules/content';
import type { DeliveryFacts } from './outbox.repository.js';

/**
 * The facts with each service named in its message's language. The directory names services in English; its
 * words in Spanish are the content store's `directory-words.es`, the same the pages read (decision 062), so an
 * editor's change reaches the pages and the messages alike. A name it lacks stays as the directory writes it.
 */
export async function serviceNamesInLanguage(db: Database, facts: DeliveryFacts[]): Promise<DeliveryFacts[]> {
  if (!facts.some((fact) => fact.language === 'es')) return facts;
  const { words } = await readContent(db, spanishDirectoryWords);
  const spanish = new Map(words.map((word) => [word.source, word.text]));
  return facts.map((fact) =>
    fact.language === 'es'
      ? { ...fact, serviceNames: fact.serviceNames.map((name) => spanish.get(name) ?? name) }
      : fact,
  );
}

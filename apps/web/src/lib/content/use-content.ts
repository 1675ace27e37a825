import { type BundledContent, type BundledDocument, type ContentLanguage, contentKey } from '@hs/content';
import { type Query, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { shownLanguage } from '@/lib/i18n/i18n';
import { useLanguage } from '@/lib/i18n/use-translate';
import { type ContentFetchOptions, fetchContent, fetchContentDocument } from './content-client';
import { type ContentFallbackMode, parseContentFallbackMode } from './content-fallback-mode';

/** Content changes rarely; a page reads each object at most once per five minutes. */
export const CONTENT_STALE_TIME_MS = 5 * 60 * 1000;

/** The mode this build was made with (VITE_CONTENT_FALLBACK), read once. */
export const configuredContentMode: ContentFallbackMode = parseContentFallbackMode(
  import.meta.env.VITE_CONTENT_FALLBACK,
);

export type UseContentOptions = Partial<Omit<ContentFetchOptions, 'signal'>>;

/**
 * After a language switch a page keeps the same content's texts until the new language's arrive, so it stays as
 * it was (its form, its choices); other content never stands in.
 */
const keptAcrossLanguages =
  (content: readonly unknown[]) =>
  <T>(previous: T | undefined, query: Query<T, Error, T, readonly unknown[]> | undefined): T | undefined =>
    query && content.every((part, index) => query.queryKey[index] === part) ? previous : undefined;

/**
 * The variant a page shown in the language reads: the English original for English and the pseudo-language, and
 * for content without words (no variants).
 */
function contentLanguage(
  entry: { languages?: readonly ContentLanguage[] | undefined },
  options: UseContentOptions,
): ContentLanguage | undefined {
  const language = 'language' in options ? options.language : shownLanguage() === 'es' ? 'es' : undefined;
  return language && entry.languages?.includes(language) ? language : undefined;
}

export function contentQueryOptions<T>(entry: BundledContent<T>, options: UseContentOptions = {}) {
  const mode = options.mode ?? configuredContentMode;
  const language = contentLanguage(entry, options);
  const content = ['content', 'object', contentKey(entry), mode] as const;
  return queryOptions({
    queryKey: [...content, language ?? 'en'] as const,
    queryFn: ({ signal }) => fetchContent(entry, { ...options, mode, language, signal }),
    staleTime: CONTENT_STALE_TIME_MS,
    // The bundled original is the answer in ALWAYS mode, so it is there on the first render.
    initialData: mode === 'ALWAYS' && !language ? entry.data : undefined,
    placeholderData: keptAcrossLanguages(content),
  });
}

export function contentDocumentQueryOptions<T extends Record<string, unknown>>(
  document: BundledDocument<T>,
  options: UseContentOptions = {},
) {
  const mode = options.mode ?? configuredContentMode;
  const language = contentLanguage(document, options);
  const content = ['content', document.kind, document.id, mode] as const;
  return queryOptions({
    queryKey: [...content, language ?? 'en'] as const,
    queryFn: ({ signal }) =>
      fetchContentDocument(document.kind, document.id, document, { ...options, mode, language, signal }),
    staleTime: CONTENT_STALE_TIME_MS,
    initialData: mode === 'ALWAYS' && !language ? document.data : undefined,
    placeholderData: keptAcrossLanguages(content),
  });
}

/** A content object, live or bundled by the configured mode (§7). */
export function useContent<T>(entry: BundledContent<T>, options?: UseContentOptions) {
  useLanguage();
  return useQuery(contentQueryOptions(entry, options));
}

/** A text collection or page, live or bundled by the configured mode (§7). */
export function useContentDocument<T extends Record<string, unknown>>(
  document: BundledDocument<T>,
  options?: UseContentOptions,
) {
  useLanguage();
  return useQuery(contentDocumentQueryOptions(document, options));
}

/**
 * What a page shows of a content object now: its live or bundled copy in the language shown, or, while that
 * travels, the bundled original, which is in the page's code, where it is in the language shown; undefined
 * otherwise, so no page shows English words to a visitor reading Spanish.
 */
export function useContentNow<T>(entry: BundledContent<T>): T | undefined {
  const { data } = useContent(entry);
  return data ?? (contentLanguage(entry, {}) ? undefined : entry.data);
}

/** What a page shows of a text collection or page now, as `useContentNow` reads an object. */
export function useContentDocumentNow<T extends Record<string, unknown>>(document: BundledDocument<T>): T | undefined {
  const { data } = useContentDocument(document);
  return data ?? (contentLanguage(document, {}) ? undefined : document.data);
}

/**
 * Waits for the live copies of `entries` whose bundled original is not in the language shown, before a first page
 * renders in place of its prerendered view: it then shows their words at once, in the visitor's language.
 */
export async function contentInLanguage(
  client: QueryClient,
  entries: readonly (BundledContent<unknown> | BundledDocument)[],
): Promise<void> {
  const waits = entries
    .filter((entry) => contentLanguage(entry, {}))
    .map((entry) =>
      'kind' in entry
        ? client.ensureQueryData(contentDocumentQueryOptions(entry))
        : client.ensureQueryData(contentQueryOptions(entry)),
    );
  await Promise.all(waits);
}

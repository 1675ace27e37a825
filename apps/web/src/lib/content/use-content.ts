import { type BundledContent, type BundledDocument, contentKey } from '@hs/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ContentFetchOptions, fetchContent, fetchContentDocument } from './content-client';
import { type ContentFallbackMode, parseContentFallbackMode } from './content-fallback-mode';

/** Content changes rarely; a page reads each object at most once per five minutes. */
export const CONTENT_STALE_TIME_MS = 5 * 60 * 1000;

/** The mode this build was made with (VITE_CONTENT_FALLBACK), read once. */
export const configuredContentMode: ContentFallbackMode = parseContentFallbackMode(
  import.meta.env.VITE_CONTENT_FALLBACK,
);

export type UseContentOptions = Partial<Omit<ContentFetchOptions, 'signal'>>;

export function contentQueryOptions<T>(entry: BundledContent<T>, options: UseContentOptions = {}) {
  const mode = options.mode ?? configuredContentMode;
  return queryOptions({
    queryKey: ['content', 'object', contentKey(entry), mode] as const,
    queryFn: ({ signal }) => fetchContent(entry, { ...options, mode, signal }),
    staleTime: CONTENT_STALE_TIME_MS,
    // The bundled copy is the answer in ALWAYS mode, so it is there on the first render.
    initialData: mode === 'ALWAYS' ? entry.data : undefined,
  });
}

export function contentDocumentQueryOptions<T extends Record<string, unknown>>(
  document: BundledDocument<T>,
  options: UseContentOptions = {},
) {
  const mode = options.mode ?? configuredContentMode;
  return queryOptions({
    queryKey: ['content', document.kind, document.id, mode] as const,
    queryFn: ({ signal }) => fetchContentDocument(document.kind, document.id, document, { ...options, mode, signal }),
    staleTime: CONTENT_STALE_TIME_MS,
    initialData: mode === 'ALWAYS' ? document.data : undefined,
  });
}

/** A content object, live or bundled by the configured mode (§7). */
export function useContent<T>(entry: BundledContent<T>, options?: UseContentOptions) {
  return useQuery(contentQueryOptions(entry, options));
}

/** A text collection or page, live or bundled by the configured mode (§7). */
export function useContentDocument<T extends Record<string, unknown>>(
  document: BundledDocument<T>,
  options?: UseContentOptions,
) {
  return useQuery(contentDocumentQueryOptions(document, options));
}

import {
  type BundledContent,
  type ContentDocumentKind,
  type ContentLanguage,
  contentKey,
  isContentSegment,
  type SchemaLoader,
  variantName,
} from '@hs/content';
import {
  type ContentDocumentResponse,
  type ContentObjectResponse,
  contentDocumentPath,
  contentObjectUrl,
} from '@hs/contracts';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { noteServerBuild } from '@/lib/api/web-build';
import type { ContentFallbackMode } from './content-fallback-mode';
import { ContentUnavailableError } from './content-unavailable-error';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ContentFetchOptions {
  mode: ContentFallbackMode;
  /** The fetch to use; the browser's by default. */
  fetch?: FetchLike;
  /** Prefix for the content paths, e.g. another origin; same origin by default. */
  baseUrl?: string;
  signal?: AbortSignal;
  /** Told when AUTO mode served the bundled copy because the live call failed, so it can be reported. */
  onFallback?: (error: ContentUnavailableError) => void;
  /** The language of the variant to read; the English original when unset. */
  language?: ContentLanguage | undefined;
}

/**
 * The bundled copy in `language`: the original's data for English; a variant's is loaded only when it is wanted
 * (its live copy failed, or ALWAYS mode), so no page carries another language's copies. Content not yet translated
 * (`packages/content/src/spanish/spanish-content.test.ts` names it) is read in English.
 */
async function bundledIn<T>(data: T, key: string, language: ContentLanguage | undefined): Promise<T> {
  if (!language) return data;
  const { spanishFallback } = await import('@hs/content/spanish');
  return (await spanishFallback(key, data)) ?? data;
}

/** What a bundled document offers as fallback: its data and the schema live data must follow. */
export interface ContentFallback<T> {
  data: T;
  loadZod: SchemaLoader<T>;
}

/**
 * Reads a content object by the configured mode (§7). The server serves only objects that pass their schema
 * (decision 046), so production trusts them as it trusts every answer of our API; development and tests check
 * them again, so a stored object, a bundled copy and a fake that drift apart fail loudly.
 */
export function fetchContent<T>(entry: BundledContent<T>, options: ContentFetchOptions): Promise<T> {
  const key = contentKey(entry);
  const { language } = options;
  const address = language ? { ...entry, name: variantName(entry.name, language) } : entry;
  return readWithFallback(
    () => bundledIn(entry.data, key, language),
    options,
    async () => {
      const dataSchema = schemaInDevelopment(entry.loadZod);
      const body = await fetchJson<ContentObjectResponse>(
        `${options.baseUrl ?? ''}${contentObjectUrl(address)}`,
        key,
        options,
      );
      const schema = body?.schema;
      if (schema?.name !== entry.schema || schema.version !== entry.version) {
        throw new ContentUnavailableError(key, 'invalid', {
          cause: new Error(`Expected ${entry.schema}@${entry.version}, got ${schema?.name}@${schema?.version}`),
        });
      }
      return parseWith(await dataSchema, body?.data, key);
    },
  );
}

/** Reads a text collection or page by the configured mode, trusted as fetchContent trusts an object. */
export function fetchContentDocument<T>(
  kind: ContentDocumentKind,
  id: string,
  fallback: ContentFallback<T>,
  options: ContentFetchOptions,
): Promise<T> {
  if (!isContentSegment(id)) throw new TypeError(`Invalid content document id: ${JSON.stringify(id)}`);
  const key = `${kind}/${id}`;
  const { language } = options;
  const shownId = language ? variantName(id, language) : id;
  return readWithFallback(
    () => bundledIn(fallback.data, key, language),
    options,
    async () => {
      const path = contentDocumentPath.replace(':kind', kind).replace(':id', shownId);
      const dataSchema = schemaInDevelopment(fallback.loadZod);
      const envelope = await fetchJson<ContentDocumentResponse>(`${options.baseUrl ?? ''}${path}`, key, options);
      if (envelope?.id !== shownId) {
        throw new ContentUnavailableError(key, 'invalid', {
          cause: new Error(`Expected ${shownId}, got ${envelope?.id}`),
        });
      }
      return parseWith(await dataSchema, envelope?.data, key);
    },
  );
}

/**
 * In development and tests, the schema's code, fetched while the content travels so the check adds nothing to
 * its wait (a failure is left for the await once the content arrives); none in production, whose build drops it.
 */
function schemaInDevelopment<T>(load: () => Promise<T>): Promise<T | undefined> {
  if (!import.meta.env.DEV) return Promise.resolve(undefined);
  const loading = load();
  loading.catch(() => {});
  return loading;
}

async function readWithFallback<T>(
  bundled: () => Promise<T>,
  options: ContentFetchOptions,
  live: () => Promise<T>,
): Promise<T> {
  if (options.mode === 'ALWAYS') return bundled();
  try {
    return await live();
  } catch (error) {
    // A cancelled request is not a failure of the store: the caller no longer wants an answer.
    if (options.mode === 'NEVER' || !(error instanceof ContentUnavailableError)) throw error;
    options.onFallback?.(error);
    return bundled();
  }
}

/** The answer's JSON, typed by the content contract; undefined fields stand for an answer from something else. */
async function fetchJson<Envelope>(
  url: string,
  key: string,
  options: ContentFetchOptions,
): Promise<Partial<Envelope> | undefined> {
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const { signal } = options;
  let response: Response;
  try {
    response = await fetchFn(url, { method: 'GET', headers: { accept: 'application/json' }, signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ContentUnavailableError(key, 'network', { cause });
  }
  noteServerBuild(response.headers);
  if (!response.ok) throw new ContentUnavailableError(key, 'status', { status: response.status });
  try {
    return await response.json();
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ContentUnavailableError(key, 'invalid', { status: response.status, cause });
  }
}

/** `data` as the schema reads it where there is one; without, it must at least be there. */
async function parseWith<T>(schema: StandardSchemaV1<unknown, T> | undefined, data: unknown, key: string): Promise<T> {
  if (!schema) {
    if (data === undefined || data === null) throw new ContentUnavailableError(key, 'invalid');
    return data as T;
  }
  const parsed = await schema['~standard'].validate(data);
  if (parsed.issues) throw new ContentUnavailableError(key, 'invalid', { cause: parsed.issues });
  return parsed.value;
}

import {
  type BundledContent,
  type ContentDocumentKind,
  contentKey,
  isContentSegment,
  type SchemaLoader,
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
}

/** What a bundled document offers as fallback: its data and the schema live data must follow. */
export interface ContentFallback<T> {
  data: T;
  loadZod: SchemaLoader<T>;
}

/**
 * Reads a content object by the configured mode (§7); the result always follows the entry's schema. The server
 * sends the envelope as its contract says, but not the object's own schema: that is what the browser checks
 * (decision 034).
 */
export function fetchContent<T>(entry: BundledContent<T>, options: ContentFetchOptions): Promise<T> {
  const key = contentKey(entry);
  return readWithFallback(entry.data, options, async () => {
    const dataSchema = loadWhileFetching(entry.loadZod);
    const body = await fetchJson<ContentObjectResponse>(
      `${options.baseUrl ?? ''}${contentObjectUrl(entry)}`,
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
  });
}

/** Reads a text collection or page by the configured mode; live data must follow the fallback's schema. */
export function fetchContentDocument<T>(
  kind: ContentDocumentKind,
  id: string,
  fallback: ContentFallback<T>,
  options: ContentFetchOptions,
): Promise<T> {
  if (!isContentSegment(id)) throw new TypeError(`Invalid content document id: ${JSON.stringify(id)}`);
  const key = `${kind}/${id}`;
  return readWithFallback(fallback.data, options, async () => {
    const path = contentDocumentPath.replace(':kind', kind).replace(':id', id);
    const dataSchema = loadWhileFetching(fallback.loadZod);
    const envelope = await fetchJson<ContentDocumentResponse>(`${options.baseUrl ?? ''}${path}`, key, options);
    if (envelope?.id !== id) {
      throw new ContentUnavailableError(key, 'invalid', { cause: new Error(`Expected ${id}, got ${envelope?.id}`) });
    }
    return parseWith(await dataSchema, envelope?.data, key);
  });
}

/**
 * A schema's code, fetched while the content travels rather than after it arrived, so the check adds nothing to
 * the content's own wait. Awaited only if the content does arrive, so a failure here is left for that await.
 */
function loadWhileFetching<T>(load: () => Promise<T>): Promise<T> {
  const loading = load();
  loading.catch(() => {});
  return loading;
}

async function readWithFallback<T>(bundled: T, options: ContentFetchOptions, live: () => Promise<T>): Promise<T> {
  if (options.mode === 'ALWAYS') return bundled;
  try {
    return await live();
  } catch (error) {
    // A cancelled request is not a failure of the store: the caller no longer wants an answer.
    if (options.mode === 'NEVER' || !(error instanceof ContentUnavailableError)) throw error;
    options.onFallback?.(error);
    return bundled;
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

async function parseWith<T>(schema: StandardSchemaV1<unknown, T>, data: unknown, key: string): Promise<T> {
  const parsed = await schema['~standard'].validate(data);
  if (parsed.issues) throw new ContentUnavailableError(key, 'invalid', { cause: parsed.issues });
  return parsed.value;
}

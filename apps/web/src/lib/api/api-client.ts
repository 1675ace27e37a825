import type { ApiError } from '@hs/contracts';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { BRAND } from '@/config/business';
import { env } from '@/config/env';
import type { Query } from '@/config/paths';
import { lazySchema } from '@/lib/lazy-schema';
import { whileInFlight } from '@/lib/requests-in-flight';

/** A failed call to our API. `status` is 0 when no answer arrived (network failure, blocked request). */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    readonly status: number,
    readonly errors: ApiError[],
    readonly endpoint: string,
    /** From the Retry-After header of a 429 or 503: how long the server asks us to wait. */
    readonly retryAfterSeconds?: number,
  ) {
    super(errors[0]?.message ?? `Request to ${endpoint} failed with status ${status}.`);
  }
}

export const isApiRequestError = (error: unknown): error is ApiRequestError => error instanceof ApiRequestError;

export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  signal?: AbortSignal;
  /** Overrides the configured API origin; tests and tools use it. */
  baseUrl?: string;
  /** Extra headers for this call, e.g. a booking's Idempotency-Key. */
  headers?: Record<string, string>;
}

/** Fallback for pages served over plain http, where crypto.randomUUID is unavailable. */
function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The custom headers of §7: banner name and tenant are both the clinic brand. */
function headersFor(hasBody: boolean, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({
    accept: 'application/json',
    'x-banner': BRAND.businessName,
    'x-tenant': BRAND.businessName,
    'x-request-id': newRequestId(),
  });
  if (hasBody) headers.set('content-type', 'application/json');
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * What a response is checked against: a zod schema, or one loaded on demand (lazySchema), whose `preload` the
 * request calls as it is sent, so the schema's code travels with the request rather than after the answer.
 */
export type ResponseSchema<T> = StandardSchemaV1<unknown, T> & { preload?(): void };

/** For answers whose body nobody reads, such as a release's 204 No Content: whatever arrives is accepted. */
export const NoContent: ResponseSchema<unknown> = {
  '~standard': { version: 1, vendor: 'api-client', validate: (value) => ({ value }) },
};

const ErrorBody = lazySchema(() => import('@hs/contracts/errors').then((contract) => contract.ErrorBodySchema));

async function errorsFromBody(body: unknown, response: Response): Promise<ApiError[]> {
  const parsed = await ErrorBody['~standard'].validate(body);
  if (!parsed.issues) return parsed.value.errors;
  return [{ status: response.status, code: 'HTTP_ERROR', message: response.statusText || `HTTP ${response.status}` }];
}

/** Retry-After in seconds (the only form our API sends); absent or unreadable gives undefined. */
function retryAfterSecondsOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

async function request<T>(
  method: 'GET' | SendMethod,
  endpoint: string,
  url: string,
  body: unknown,
  schema: ResponseSchema<T>,
  options: RequestOptions,
): Promise<T> {
  schema.preload?.();
  const hasBody = body !== undefined;
  let response: Response;
  let payload: unknown;
  try {
    // Only the network part counts as in flight: the checks below may wait for the page to settle.
    [response, payload] = await whileInFlight(async () => {
      const answer = await fetch(url, {
        method,
        headers: headersFor(hasBody, options.headers),
        body: hasBody ? JSON.stringify(body) : undefined,
        signal: options.signal,
        credentials: 'same-origin',
      });
      return [answer, await readJson(answer)] as const;
    });
  } catch (cause) {
    // A cancelled request is not a failure; let the caller (react-query) see the abort as it is.
    if (options.signal?.aborted) throw cause;
    throw new ApiRequestError(
      0,
      [{ status: 0, code: 'NETWORK_ERROR', message: 'The request could not be sent.' }],
      endpoint,
    );
  }

  if (!response.ok) {
    const errors = await errorsFromBody(payload, response);
    throw new ApiRequestError(response.status, errors, endpoint, retryAfterSecondsOf(response));
  }

  const parsed = await schema['~standard'].validate(payload);
  if (parsed.issues) {
    // The contract is the agreement with the server: an answer outside it is a fault, never data to render.
    const message = `Unexpected response from ${endpoint}.`;
    throw new ApiRequestError(
      response.status,
      [{ status: response.status, code: 'INVALID_RESPONSE', message }],
      endpoint,
    );
  }
  return parsed.value;
}

/** GET from our API; list values in `query` are sent as repeated parameters (`a=1&a=2`). */
export function apiGet<T>(
  path: string,
  query: Query | undefined,
  schema: ResponseSchema<T>,
  options: RequestOptions = {},
) {
  const base = options.baseUrl ?? env.apiBaseUrl;
  return request('GET', path, base + withRepeatedQuery(path, query), undefined, schema, options);
}

/** POST/PUT/PATCH/DELETE with a JSON body (none when `body` is undefined). */
export function apiSend<T>(
  method: SendMethod,
  path: string,
  body: unknown,
  schema: ResponseSchema<T>,
  options: RequestOptions = {},
) {
  const base = options.baseUrl ?? env.apiBaseUrl;
  return request(method, path, base + path, body, schema, options);
}

function withRepeatedQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

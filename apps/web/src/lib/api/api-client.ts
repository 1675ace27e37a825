import type { ApiError } from '@hs/contracts';
import type { ApiResponse, ApiRoute } from '@hs/contracts/responses';
import { BRAND } from '@/config/business';
import { env } from '@/config/env';
import type { Query } from '@/config/paths';
import { answerBreaksContract } from './contract-check';
import { noteServerBuild } from './web-build';

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
type Method = 'GET' | SendMethod;

/** The paths of our API that answer `M`, as their routes name them (`:id` for a parameter). */
export type ApiPath<M extends Method> = ApiRoute extends infer Route
  ? Route extends `${M} ${infer Path}`
    ? Path
    : never
  : never;

/** The names of a path's `:parameters`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export interface RequestOptions {
  signal?: AbortSignal;
  /** Overrides the configured API origin; tests and tools use it. */
  baseUrl?: string;
  /** Extra headers for this call, e.g. a booking's Idempotency-Key. */
  headers?: Record<string, string>;
}

/** The options of a call to `Path`: its parameters are required when it has any. */
type OptionsFor<Path extends string> = [ParamNames<Path>] extends [never]
  ? [options?: RequestOptions]
  : [options: RequestOptions & { params: Record<ParamNames<Path>, string> }];

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
 * The errors of a failed answer. Our API always sends its error body; anything else (a proxy's HTML page, an
 * empty answer) is described by its status.
 */
function errorsFrom(body: unknown, response: Response): ApiError[] {
  const errors = (body as { errors?: unknown } | null | undefined)?.errors;
  if (Array.isArray(errors) && errors.length > 0) return errors as ApiError[];
  return [{ status: response.status, code: 'HTTP_ERROR', message: response.statusText || `HTTP ${response.status}` }];
}

/** Retry-After in seconds (the only form our API sends); absent or unreadable gives undefined. */
function retryAfterSecondsOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

/** `path` with each `:name` replaced by its parameter, encoded. */
function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`No value for :${name} in ${path}.`);
    return encodeURIComponent(value);
  });
}

async function request(
  route: ApiRoute,
  url: string,
  body: unknown,
  options: RequestOptions,
  endpoint: string,
): Promise<unknown> {
  const method = route.slice(0, route.indexOf(' '));
  const hasBody = body !== undefined;
  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(url, {
      method,
      headers: headersFor(hasBody, options.headers),
      body: hasBody ? JSON.stringify(body) : undefined,
      signal: options.signal,
      credentials: 'same-origin',
    });
    payload = await readJson(response);
  } catch (cause) {
    // A cancelled request is not a failure; let the caller (react-query) see the abort as it is.
    if (options.signal?.aborted) throw cause;
    throw new ApiRequestError(
      0,
      [{ status: 0, code: 'NETWORK_ERROR', message: 'The request could not be sent.' }],
      endpoint,
    );
  }
  noteServerBuild(response.headers);

  if (!response.ok) {
    throw new ApiRequestError(response.status, errorsFrom(payload, response), endpoint, retryAfterSecondsOf(response));
  }
  // The server checks every answer against its contract before sending it; development and tests check again,
  // so a contract and a fake that drift apart fail loudly (decision 046).
  if (import.meta.env.DEV && (await answerBreaksContract(route, payload))) {
    throw new ApiRequestError(
      response.status,
      [{ status: response.status, code: 'INVALID_RESPONSE', message: `The answer to ${route} breaks its contract.` }],
      endpoint,
    );
  }
  return payload;
}

/** The URL apiGet requests for `path` and `query` (a path without parameters), e.g. for the HTML to preload it. */
export function apiGetUrl(path: ApiPath<'GET'>, query: Query): string {
  return env.apiBaseUrl + withRepeatedQuery(path, query);
}

/** GET from our API; list values in `query` are sent as repeated parameters (`a=1&a=2`). */
export function apiGet<Path extends ApiPath<'GET'>>(
  path: Path,
  query: Query | undefined,
  ...[options = {}]: OptionsFor<Path>
): Promise<ApiResponse<`GET ${Path}`>> {
  const endpoint = fillPath(path, 'params' in options ? options.params : undefined);
  const url = (options.baseUrl ?? env.apiBaseUrl) + withRepeatedQuery(endpoint, query);
  return request(`GET ${path}`, url, undefined, options, endpoint) as Promise<ApiResponse<`GET ${Path}`>>;
}

/** POST/PUT/PATCH/DELETE with a JSON body (none when `body` is undefined). */
export function apiSend<M extends SendMethod, Path extends ApiPath<M>>(
  method: M,
  path: Path,
  body: unknown,
  ...[options = {}]: OptionsFor<Path>
): Promise<ApiResponse<`${M} ${Path}` & ApiRoute>> {
  const endpoint = fillPath(path, 'params' in options ? options.params : undefined);
  const url = (options.baseUrl ?? env.apiBaseUrl) + endpoint;
  const route = `${method} ${path}` as ApiRoute;
  return request(route, url, body, options, endpoint) as Promise<ApiResponse<`${M} ${Path}` & ApiRoute>>;
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

import type { ApiError } from '@hs/contracts';
import { ApiRequestError } from '@/lib/api/api-client';

/** The header every state-changing request carries the session's CSRF token in (decision 053). */
export const STAFF_CSRF_HEADER = 'x-staff-csrf';

export type StaffQuery = Record<string, string | number | undefined>;
export type StaffSendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface StaffRequestOptions {
  query?: StaffQuery;
  signal?: AbortSignal;
  /**
   * A call made without a session (signing in, opening an invite) or one that checks whether there is one: its
   * 401 is its own answer, not the end of a session.
   */
  anonymous?: boolean;
}

export interface StaffClientHooks {
  /** The session's CSRF token, once the session is known. */
  csrfToken(): string | undefined;
  /** A call within the session was answered 401: the session is over (idle, expired, ended elsewhere, removed). */
  onSignedOut(): void;
  /**
   * The server answered a call within the session, sent at `sentAt` (this computer's clock): the session's idle
   * time restarted then. `serverNow` is the answer's Date header, when it had one.
   */
  onAnswered(sentAt: number, serverNow: number | undefined): void;
}

export interface StaffAnswer<T> {
  body: T;
  sentAt: number;
  serverNow: number | undefined;
}

export interface StaffClient {
  get<T>(path: string, options?: StaffRequestOptions): Promise<T>;
  /** GET, with when it was sent and the server's clock: what the idle warning needs of GET session. */
  getTimed<T>(path: string, options?: StaffRequestOptions): Promise<StaffAnswer<T>>;
  send<T>(method: StaffSendMethod, path: string, body?: unknown, options?: StaffRequestOptions): Promise<T>;
}

function withQuery(path: string, query: StaffQuery | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function errorsOf(body: unknown, response: Response): ApiError[] {
  const errors = (body as { errors?: unknown } | undefined)?.errors;
  if (Array.isArray(errors) && errors.length > 0) return errors as ApiError[];
  return [{ status: response.status, code: 'HTTP_ERROR', message: response.statusText || `HTTP ${response.status}` }];
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The console's calls to the staff API: same-origin with the session cookie, JSON both ways, the CSRF token on
 * every state change, and every 401 of a call within the session reported as the session's end. Answers are typed
 * by the contracts, not checked (decision 046): the server checks what it sends.
 */
export function createStaffClient(hooks: StaffClientHooks): StaffClient {
  async function request<T>(
    method: 'GET' | StaffSendMethod,
    path: string,
    body: unknown,
    options: StaffRequestOptions,
  ): Promise<StaffAnswer<T>> {
    const headers = new Headers({ accept: 'application/json' });
    if (body !== undefined) headers.set('content-type', 'application/json');
    const csrfToken = hooks.csrfToken();
    if (method !== 'GET' && csrfToken) headers.set(STAFF_CSRF_HEADER, csrfToken);
    const endpoint = withQuery(path, options.query);
    const sentAt = Date.now();
    let response: Response;
    let payload: unknown;
    try {
      response = await fetch(endpoint, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal: options.signal,
      });
      payload = await readBody(response);
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new ApiRequestError(
        0,
        [{ status: 0, code: 'NETWORK_ERROR', message: 'The request could not be sent.' }],
        path,
      );
    }
    const date = Date.parse(response.headers.get('date') ?? '');
    const serverNow = Number.isNaN(date) ? undefined : date;
    if (response.status === 401 && !options.anonymous) hooks.onSignedOut();
    else if (!options.anonymous) hooks.onAnswered(sentAt, serverNow);
    if (!response.ok) {
      const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
      throw new ApiRequestError(
        response.status,
        errorsOf(payload, response),
        path,
        Number.isFinite(retryAfter) ? Math.ceil(retryAfter) : undefined,
      );
    }
    return { body: payload as T, sentAt, serverNow };
  }

  return {
    async get<T>(path: string, options: StaffRequestOptions = {}) {
      return (await request<T>('GET', path, undefined, options)).body;
    },
    getTimed: <T>(path: string, options: StaffRequestOptions = {}) => request<T>('GET', path, undefined, options),
    async send<T>(method: StaffSendMethod, path: string, body?: unknown, options: StaffRequestOptions = {}) {
      return (await request<T>(method, path, body, options)).body;
    },
  };
}

import { analyticsEventsPath, reservationPath } from '@hs/contracts';
import { vi } from 'vitest';
import { errorResponse, jsonResponse, noContent } from './api-responses';

/** Test support only: the one fake of our API for the web's unit tests. */

export interface RecordedCall {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

export type FakeHandler = (url: URL, body: unknown, call: RecordedCall) => Response | Promise<Response>;

/** Handlers keyed 'METHOD /path' at the spec's paths; a ':name' segment matches any one segment. */
export type FakeRoutes = Record<string, FakeHandler>;

/** What the API answers to calls whose answer nobody reads: analytics accepted, a hold released. */
const quietRoutes: FakeRoutes = {
  [`POST ${analyticsEventsPath}`]: () => jsonResponse({ data: { accepted: 1 } }, 202),
  [`DELETE ${reservationPath}`]: noContent,
};

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);

function handlerFor(routes: FakeRoutes, method: string, pathname: string): FakeHandler | undefined {
  for (const [key, handler] of Object.entries(routes)) {
    const [routeMethod, path = ''] = key.split(' ');
    if (routeMethod === method && patternOf(path).test(pathname)) return handler;
  }
  return undefined;
}

/**
 * Replaces fetch with `routes` (over the quiet ones). Anything else answers 404, which is also how the
 * content calls get their bundled copies (AUTO mode falls back on a failed call).
 */
export function fakeApi(routes: FakeRoutes = {}) {
  const calls: RecordedCall[] = [];
  const table: FakeRoutes = { ...quietRoutes, ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: RecordedCall = { method, url, body, headers: new Headers(init.headers) };
    calls.push(call);
    const handler = handlerFor(table, method, url.pathname);
    return handler ? handler(url, body, call) : errorResponse(404, 'NOT_FOUND', 'Not found.');
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, pathname: string) =>
    calls.filter((call) => call.method === method && call.url.pathname.startsWith(pathname));
  /** Changes how some paths answer from now on. */
  const answer = (more: FakeRoutes) => Object.assign(table, more);
  /** The analytics events posted so far with this name, whatever batch each came in. */
  const eventsNamed = (name: string) =>
    callsTo('POST', analyticsEventsPath)
      .flatMap((call) => (call.body as { events: { name: string; data: Record<string, unknown> }[] }).events)
      .filter((event) => event.name === name);
  return { fetchMock, calls, callsTo, answer, eventsNamed };
}

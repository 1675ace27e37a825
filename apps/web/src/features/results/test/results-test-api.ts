import { vi } from 'vitest';

/** Test support only: a fake of our API for the results screens, routes keyed 'METHOD /path'. */

export interface RecordedCall {
  method: string;
  url: URL;
  body: unknown;
}

export type FakeHandler = (url: URL, body: unknown) => Response | Promise<Response>;

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export const errorResponse = (status: number, code = 'ERROR', message = 'Failed.') =>
  jsonResponse({ errors: [{ status, code, message }] }, status);

/** Anything not routed answers 404, which is also how content calls get their bundled copies (AUTO mode). */
export function fakeApi(routes: Record<string, FakeHandler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const handler = routes[`${method} ${url.pathname}`];
    return handler
      ? handler(url, body)
      : jsonResponse({ errors: [{ status: 404, code: 'NOT_FOUND', message: 'x' }] }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, pathname: string) =>
    calls.filter((call) => call.method === method && call.url.pathname.startsWith(pathname));
  return { fetchMock, calls, callsTo };
}

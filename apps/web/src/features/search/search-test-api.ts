import { vi } from 'vitest';

/** Test support only: a fake of our API for the search and benefit code screens. */

export interface RecordedCall {
  method: string;
  url: URL;
  body: unknown;
}

export type FakeHandler = (url: URL) => Response | Promise<Response>;

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Replaces fetch with routes keyed 'METHOD /path'. Anything else answers 404, which is also how the
 * content calls get their bundled copies (AUTO mode falls back on a failed call).
 */
export function fakeApi(routes: Record<string, FakeHandler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(url) : jsonResponse({ errors: [] }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, pathname: string) =>
    calls.filter((call) => call.method === method && call.url.pathname.startsWith(pathname));
  return { fetchMock, calls, callsTo };
}

export const licensureResponse = (states: { code: string; name: string; hasLicense: boolean }[], serviceId = 701) =>
  jsonResponse({
    data: { 'licensure-states': states },
    meta: {
      'licensure-states': { serviceId, total: states.length, licensed: states.filter((s) => s.hasLicense).length },
    },
  });

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError, apiGet, apiSend } from './api-client';

const ItemSchema = z.object({ data: z.object({ id: z.number() }) });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function lastCall(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init, headers: new Headers(init.headers) };
}

describe('apiGet', () => {
  it('sends list values as repeated parameters and returns the parsed body', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { id: 7 } }));

    const result = await apiGet(
      '/things',
      { 'filter.names': ['tlc', 'pharmacy'], page: 2, skip: undefined },
      ItemSchema,
      {
        baseUrl: '',
      },
    );

    expect(result).toEqual({ data: { id: 7 } });
    const { url, init } = lastCall();
    expect(url).toBe('/things?filter.names=tlc&filter.names=pharmacy&page=2');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('attaches the brand banner and tenant headers and a fresh request id', async () => {
    fetchMock.mockImplementation(async () => json(200, { data: { id: 1 } }));

    await apiGet('/things', undefined, ItemSchema);
    const first = lastCall().headers;
    await apiGet('/things', undefined, ItemSchema);
    const second = lastCall().headers;

    expect(first.get('x-banner')).toBe('tlc');
    expect(first.get('x-tenant')).toBe('tlc');
    expect(first.get('accept')).toBe('application/json');
    expect(first.get('x-request-id')).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(second.get('x-request-id')).not.toBe(first.get('x-request-id'));
  });

  it('turns an error envelope into an ApiRequestError with the server errors', async () => {
    const errors = [
      { status: 400, code: 'INVALID_INPUT', message: 'filter.businessNames: bad', field: 'filter.businessNames' },
    ];
    fetchMock.mockResolvedValue(json(400, { errors, requestId: 'abc' }));

    const failure = await apiGet('/things', undefined, ItemSchema).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 400, errors, endpoint: '/things', message: 'filter.businessNames: bad' });
  });

  it('describes a non-2xx answer without an error envelope by its status', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));

    const failure = await apiGet('/things', undefined, ItemSchema).catch((e: unknown) => e);

    expect(failure).toMatchObject({
      status: 502,
      endpoint: '/things',
      errors: [{ status: 502, code: 'HTTP_ERROR', message: 'Bad Gateway' }],
    });
  });

  it('reports a network failure as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const failure = await apiGet('/things', undefined, ItemSchema).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 0, endpoint: '/things', errors: [{ code: 'NETWORK_ERROR' }] });
  });

  it('lets a cancelled request surface as the abort it is', async () => {
    const controller = new AbortController();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockImplementation(async () => {
      controller.abort();
      throw abort;
    });

    await expect(apiGet('/things', undefined, ItemSchema, { signal: controller.signal })).rejects.toBe(abort);
  });

  it('rejects a 2xx answer that breaks the contract', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { id: 'seven' } }));

    const failure = await apiGet('/things', undefined, ItemSchema).catch((e: unknown) => e);

    expect(failure).toMatchObject({ status: 200, errors: [{ code: 'INVALID_RESPONSE' }] });
  });
});

describe('apiSend', () => {
  it('sends the body as JSON with the method given', async () => {
    fetchMock.mockResolvedValue(json(201, { data: { id: 3 } }));

    const result = await apiSend('POST', '/things', { name: 'flu shot' }, ItemSchema);

    expect(result.data.id).toBe(3);
    const { url, init, headers } = lastCall();
    expect(url).toBe('/things');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"flu shot"}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-tenant')).toBe('tlc');
  });

  it('accepts an empty answer when the schema allows it', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(apiSend('DELETE', '/things/1', undefined, z.undefined())).resolves.toBeUndefined();
    const { init, headers } = lastCall();
    expect(init.body).toBeUndefined();
    expect(headers.has('content-type')).toBe(false);
  });

  it('asks a schema loaded on demand to load as the request is sent, not once the answer is in', async () => {
    const order: string[] = [];
    fetchMock.mockImplementation(async () => {
      order.push('fetch');
      return json(200, { data: { id: 3 } });
    });
    const OnDemand = { '~standard': ItemSchema['~standard'], preload: () => order.push('preload') };

    await expect(apiSend('POST', '/things', { id: 3 }, OnDemand)).resolves.toEqual({ data: { id: 3 } });
    expect(order).toEqual(['preload', 'fetch']);
  });

  it('keeps the endpoint path, not the full URL, on failures', async () => {
    fetchMock.mockResolvedValue(
      json(409, { errors: [{ status: 409, code: 'CONFLICT', message: 'Already canceled' }] }),
    );

    const failure = await apiSend('PUT', '/things/9', { status: 'CANCELED' }, ItemSchema, {
      baseUrl: 'https://api.example.test',
    }).catch((e: unknown) => e);

    expect(lastCall().url).toBe('https://api.example.test/things/9');
    expect(failure).toMatchObject({ status: 409, endpoint: '/things/9' });
  });
});

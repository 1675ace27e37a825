import { analyticsEventsPath, appointmentPath, reservationPath, servicesPath } from '@hs/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLINIC_SERVICES } from '@/test/services-fixture';
import { ApiRequestError, apiGet, apiSend } from './api-client';

const SERVICES = { data: { services: CLINIC_SERVICES } };

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
  it('sends list values as repeated parameters and returns the body as sent', async () => {
    fetchMock.mockResolvedValue(json(200, SERVICES));

    const result = await apiGet(servicesPath, { 'filter.businessNames': ['tlc', 'pharmacy'], skip: undefined });

    expect(result).toEqual(SERVICES);
    const { url, init } = lastCall();
    expect(url).toBe(`${servicesPath}?filter.businessNames=tlc&filter.businessNames=pharmacy`);
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('attaches the brand banner and tenant headers and a fresh request id', async () => {
    fetchMock.mockImplementation(async () => json(200, SERVICES));

    await apiGet(servicesPath, undefined);
    const first = lastCall().headers;
    await apiGet(servicesPath, undefined);
    const second = lastCall().headers;

    expect(first.get('x-banner')).toBe('tlc');
    expect(first.get('x-tenant')).toBe('tlc');
    expect(first.get('accept')).toBe('application/json');
    expect(first.get('x-request-id')).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(second.get('x-request-id')).not.toBe(first.get('x-request-id'));
  });

  it("fills the path's parameters, encoded, and keeps the filled path as the endpoint", async () => {
    fetchMock.mockResolvedValue(json(404, { errors: [{ status: 404, code: 'NOT_FOUND', message: 'No such.' }] }));

    const failure = await apiGet(appointmentPath, { confirmCode: 'A1' }, { params: { id: 'a/b c' } }).catch(
      (e: unknown) => e,
    );

    expect(lastCall().url).toBe('/appointment-management/v2/appointments/a%2Fb%20c?confirmCode=A1');
    expect(failure).toMatchObject({ status: 404, endpoint: '/appointment-management/v2/appointments/a%2Fb%20c' });
  });

  it('turns an error envelope into an ApiRequestError with the server errors', async () => {
    const errors = [
      { status: 400, code: 'INVALID_INPUT', message: 'filter.businessNames: bad', field: 'filter.businessNames' },
    ];
    fetchMock.mockResolvedValue(json(400, { errors, requestId: 'abc' }));

    const failure = await apiGet(servicesPath, undefined).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({
      status: 400,
      errors,
      endpoint: servicesPath,
      message: 'filter.businessNames: bad',
    });
  });

  it('describes a non-2xx answer without an error envelope by its status', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));

    const failure = await apiGet(servicesPath, undefined).catch((e: unknown) => e);

    expect(failure).toMatchObject({
      status: 502,
      endpoint: servicesPath,
      errors: [{ status: 502, code: 'HTTP_ERROR', message: 'Bad Gateway' }],
    });
  });

  it('reports a network failure as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const failure = await apiGet(servicesPath, undefined).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 0, endpoint: servicesPath, errors: [{ code: 'NETWORK_ERROR' }] });
  });

  it('lets a cancelled request surface as the abort it is', async () => {
    const controller = new AbortController();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockImplementation(async () => {
      controller.abort();
      throw abort;
    });

    await expect(apiGet(servicesPath, undefined, { signal: controller.signal })).rejects.toBe(abort);
  });

  it('rejects, in development and tests, a 2xx answer that breaks the contract', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { services: [{ id: 'seven' }] } }));

    const failure = await apiGet(servicesPath, undefined).catch((e: unknown) => e);

    expect(import.meta.env.DEV).toBe(true);
    expect(failure).toMatchObject({
      status: 200,
      errors: [{ code: 'INVALID_RESPONSE', message: `The answer to GET ${servicesPath} breaks its contract.` }],
    });
  });
});

describe('apiSend', () => {
  it('sends the body as JSON with the method given', async () => {
    fetchMock.mockResolvedValue(json(202, { data: { accepted: 1 } }));

    const result = await apiSend('POST', analyticsEventsPath, { events: [] });

    expect(result.data.accepted).toBe(1);
    const { url, init, headers } = lastCall();
    expect(url).toBe(analyticsEventsPath);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"events":[]}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-tenant')).toBe('tlc');
  });

  it('accepts the empty answer of a 204', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(
      apiSend('DELETE', reservationPath, undefined, { params: { reservationCode: 'r-1' } }),
    ).resolves.toBeUndefined();
    const { url, init, headers } = lastCall();
    expect(url).toBe('/appointment-management/v1/appointment-reservations/r-1');
    expect(init.body).toBeUndefined();
    expect(headers.has('content-type')).toBe(false);
  });

  it('keeps the endpoint path, not the full URL, on failures', async () => {
    fetchMock.mockResolvedValue(
      json(409, { errors: [{ status: 409, code: 'CONFLICT', message: 'Already canceled' }] }),
    );

    const failure = await apiSend(
      'PUT',
      appointmentPath,
      { status: 'CANCELED' },
      { params: { id: '9' }, baseUrl: 'https://api.example.test' },
    ).catch((e: unknown) => e);

    expect(lastCall().url).toBe('https://api.example.test/appointment-management/v2/appointments/9');
    expect(failure).toMatchObject({ status: 409, endpoint: '/appointment-management/v2/appointments/9' });
  });
});

import { staffPath, staffPaths } from '@hs/contracts/staff-identity';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api/api-client';
import { createStaffClient, STAFF_CSRF_HEADER, type StaffClientHooks } from './staff-client';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

let fetchMock: ReturnType<typeof vi.fn>;
let hooks: StaffClientHooks & { signedOut: number; answered: [number, number | undefined][] };

beforeEach(() => {
  fetchMock = vi.fn(async () => json(200, { data: {} }));
  vi.stubGlobal('fetch', fetchMock);
  hooks = {
    signedOut: 0,
    answered: [],
    csrfToken: () => 'csrf-token-of-the-session',
    onSignedOut() {
      hooks.signedOut += 1;
    },
    onAnswered(sentAt, serverNow) {
      hooks.answered.push([sentAt, serverNow]);
    },
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function lastCall(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init, headers: new Headers(init.headers) };
}

describe('the staff client', () => {
  it("sends the session's CSRF token with every state change, and with the session cookie", async () => {
    const client = createStaffClient(hooks);
    const attendance = staffPath(staffPaths.attendance, { appointmentId: 'a1' });
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      await client.send(method, attendance, { attendance: 'checked-in' });
      const { init, headers } = lastCall();
      expect(init.method).toBe(method);
      expect(headers.get(STAFF_CSRF_HEADER)).toBe('csrf-token-of-the-session');
      expect(headers.get('content-type')).toBe('application/json');
      expect(init.credentials).toBe('same-origin');
    }
    expect(JSON.parse(lastCall().init.body as string)).toEqual({ attendance: 'checked-in' });
  });

  it('sends no token with a read, nor before the session is known', async () => {
    await createStaffClient(hooks).get(staffPaths.clinics, { query: { q: 'Dayton', limit: 20 } });
    expect(lastCall().url).toBe('/staff-api/v1/clinics?q=Dayton&limit=20');
    expect(lastCall().headers.has(STAFF_CSRF_HEADER)).toBe(false);
    expect(lastCall().init.credentials).toBe('same-origin');

    await createStaffClient({ ...hooks, csrfToken: () => undefined }).send('POST', staffPaths.signInOptions, {});
    expect(lastCall().headers.has(STAFF_CSRF_HEADER)).toBe(false);
  });

  it("reports a 401 within the session as the session's end, and fails the call", async () => {
    fetchMock.mockResolvedValue(
      json(401, { errors: [{ status: 401, code: 'STAFF_SIGNED_OUT', message: 'Sign in to continue.' }] }),
    );
    const failure = await createStaffClient(hooks)
      .get(staffPaths.passkeys)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 401, message: 'Sign in to continue.' });
    expect(hooks.signedOut).toBe(1);
  });

  it('leaves the 401 of an anonymous call to its caller', async () => {
    fetchMock.mockResolvedValue(json(401, { errors: [{ status: 401, code: 'STAFF_SIGN_IN_FAILED', message: 'No.' }] }));
    await expect(
      createStaffClient(hooks).send('POST', staffPaths.signIn, { response: {} }, { anonymous: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(hooks.signedOut).toBe(0);
    expect(hooks.answered).toEqual([]);
  });

  it("notes each answer within the session with the server's clock, refusals too", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: {} }, { date: 'Mon, 02 Mar 2026 15:00:00 GMT' }));
    fetchMock.mockResolvedValueOnce(json(409, { errors: [{ status: 409, code: 'TOO_EARLY', message: 'Not yet.' }] }));
    const client = createStaffClient(hooks);
    await client.get(staffPaths.session);
    await expect(client.send('PUT', staffPaths.attendance, { attendance: 'no-show' })).rejects.toMatchObject({
      status: 409,
      message: 'Not yet.',
    });
    expect(hooks.answered.map(([, serverNow]) => serverNow)).toEqual([Date.parse('2026-03-02T15:00:00Z'), undefined]);
  });

  it('keeps the wait a rate limit asks for', async () => {
    fetchMock.mockResolvedValue(
      json(429, { errors: [{ status: 429, code: 'RATE_LIMITED', message: 'Too many.' }] }, { 'retry-after': '90' }),
    );
    await expect(
      createStaffClient(hooks).send('POST', staffPaths.signInOptions, {}, { anonymous: true }),
    ).rejects.toMatchObject({ status: 429, retryAfterSeconds: 90 });
  });
});

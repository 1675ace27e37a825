import { staffPath, staffPaths } from '@hs/contracts/staff-identity';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, noContent } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { withFreshVerification } from './passkey-ceremonies';
import { createStaffClient } from './staff-client';

// The authenticator's part: what the browser would answer after the member's fingerprint or PIN.
vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(async () => ({ id: 'credential', type: 'public-key', response: {} })),
  startRegistration: vi.fn(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const client = () => createStaffClient({ csrfToken: () => 'csrf', onSignedOut: () => {}, onAnswered: () => {} });
const grants = staffPath(staffPaths.personGrants, { staffId: 's2' });
const changeGrants = (c: ReturnType<typeof client>) => () => c.send('PUT', grants, { grants: [] });

describe('a change that needs a fresh user verification', () => {
  it('runs the verification ceremony when the server asks for one, then sends the change again', async () => {
    let verified = false;
    const api = fakeApi({
      [`PUT ${grants}`]: () =>
        verified ? noContent() : errorResponse(403, 'STAFF_VERIFY_AGAIN', 'Confirm it is you with your passkey.'),
      [`POST ${staffPaths.verificationOptions}`]: () => jsonResponse({ data: { options: { challenge: 'c' } } }),
      [`POST ${staffPaths.verification}`]: () => {
        verified = true;
        return jsonResponse({ data: {} });
      },
    });
    const c = client();
    await withFreshVerification(c, changeGrants(c));
    expect(api.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      `PUT ${grants}`,
      `POST ${staffPaths.verificationOptions}`,
      `POST ${staffPaths.verification}`,
      `PUT ${grants}`,
    ]);
    expect(api.calls.find((call) => call.url.pathname === staffPaths.verification)?.body).toEqual({
      response: { id: 'credential', type: 'public-key', response: {} },
    });
    for (const call of api.calls) expect(call.headers.get('x-staff-csrf')).toBe('csrf');
  });

  it('leaves every other refusal to its caller, without a ceremony', async () => {
    const api = fakeApi({ [`PUT ${grants}`]: () => errorResponse(403, 'STAFF_NOT_SELF', 'Not your own roles.') });
    const c = client();
    await expect(withFreshVerification(c, changeGrants(c))).rejects.toMatchObject({ status: 403 });
    expect(api.calls).toHaveLength(1);
  });
});

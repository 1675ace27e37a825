import { staffPath, staffPaths } from '@hs/contracts/staff-identity';
import type { LightMyRequestResponse } from 'fastify';
import { inviteFromCommand, STAFF_CSRF_HEADER, STAFF_SESSION_COOKIE, type StaffGrant } from '#api/modules/staff';
import type { TestApp } from './app.js';
import type { Gesture, SoftwareAuthenticator } from './software-authenticator.js';

/** The staff console's address in these tests: the WebAuthn origin, and localhost as the RP ID. */
export const STAFF_ORIGIN = 'http://localhost:8080';
export const STAFF_CONFIG = { PUBLIC_URL: STAFF_ORIGIN, RATE_LIMIT_PER_MINUTE: 100_000 };

let clients = 0;

/** An invite as `npm run staff -- invite` makes one; answers the token its link carries. */
export async function inviteByCommand(
  t: TestApp,
  grant: StaffGrant = { role: 'chain-admin', scope: 'chain', scopeId: null },
  person: { email?: string; name?: string } = {},
): Promise<string> {
  clients += 1;
  const { link } = await inviteFromCommand(
    { db: t.database.db, clock: t.clock, publicUrl: STAFF_ORIGIN, requestId: 'test' },
    { email: person.email ?? `staff${clients}@clinic.example`, name: person.name ?? 'Pat Staff', grant },
  );
  return tokenOf(link);
}

export const tokenOf = (link: string) => new URL(link).pathname.split('/').pop() ?? '';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One browser at the console: its own client address (so guess limits of one test do not reach another), the
 * session cookie it was given, and the CSRF token its pages send back.
 */
export class StaffBrowser {
  readonly remoteAddress: string;
  cookie: string | undefined;
  csrfToken: string | undefined;

  /** `remoteAddress`: the same client as another browser, reaching another app (another process). */
  constructor(
    private readonly t: TestApp,
    options: { remoteAddress?: string } = {},
  ) {
    clients += 1;
    this.remoteAddress = options.remoteAddress ?? `198.51.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
  }

  async request(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const response = await this.t.app.inject({
      method,
      url,
      remoteAddress: this.remoteAddress,
      headers: {
        ...(method === 'GET' ? {} : { origin: STAFF_ORIGIN }),
        ...(this.cookie ? { cookie: `${STAFF_SESSION_COOKIE}=${this.cookie}` } : {}),
        ...(this.csrfToken && method !== 'GET' ? { [STAFF_CSRF_HEADER]: this.csrfToken } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const set = response.cookies.find((c) => c.name === STAFF_SESSION_COOKIE);
    if (set) this.cookie = set.value || undefined;
    const json =
      String(response.headers['content-type'] ?? '').includes('json') && response.body ? response.json() : null;
    const csrf = (json as { data?: { csrfToken?: unknown } } | null)?.data?.csrfToken;
    if (typeof csrf === 'string') this.csrfToken = csrf;
    return response;
  }

  get = (url: string) => this.request('GET', url);

  async options(url: string): Promise<{ challenge: string; user: { id: string } } & Record<string, unknown>> {
    const response = await this.request('POST', url);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json().data.options;
  }

  async register(token: string, authenticator: SoftwareAuthenticator, gesture?: Gesture, passkeyName = 'Laptop') {
    const options = await this.options(staffPath(staffPaths.registrationOptions, { token }));
    return this.request('POST', staffPath(staffPaths.registration, { token }), {
      response: authenticator.register(options, gesture),
      passkeyName,
    });
  }

  async signIn(authenticator: SoftwareAuthenticator, gesture?: Gesture) {
    const options = await this.options(staffPaths.signInOptions);
    return this.request('POST', staffPaths.signIn, { response: authenticator.assert(options, gesture) });
  }

  async verify(authenticator: SoftwareAuthenticator, gesture?: Gesture) {
    const options = await this.options(staffPaths.verificationOptions);
    return this.request('POST', staffPaths.verification, { response: authenticator.assert(options, gesture) });
  }
}

/** The error code of a refused request; none for an answer without a body (204). */
export const codeOf = (response: LightMyRequestResponse) =>
  response.body === '' ? undefined : (response.json() as { errors?: { code?: string }[] }).errors?.[0]?.code;

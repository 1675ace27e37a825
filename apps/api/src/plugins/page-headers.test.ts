import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { isSecretPageRequest } from './page-headers.js';

describe('page headers of the direct cancel page and staff invites', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ variant: 'empty' });
  });
  afterAll(() => t.close());

  const cancelUrl = '/health-services/scheduler/cancel/Daqa52eKEXwt4ELoFk0uEw/lxfB0uMtZgXXeE0A3Ze4MQ';

  it('sends no referrer and forbids caching, whether or not the web build is present', async () => {
    const response = await t.app.inject({ method: 'GET', url: cancelUrl });
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps the headers on HEAD, with a query, and on the trailing-slash redirect', async () => {
    for (const request of [
      { method: 'HEAD' as const, url: cancelUrl },
      { method: 'GET' as const, url: `${cancelUrl}?utm_source=email` },
      { method: 'GET' as const, url: `${cancelUrl}/` },
    ]) {
      const response = await t.app.inject(request);
      expect(response.headers['referrer-policy'], request.url).toBe('no-referrer');
      expect(response.headers['cache-control'], request.url).toBe('no-store');
    }
  });

  it('sends them for a staff invite, whose link holds the token that makes an account', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/staff/invite/8mX3k2YpQn0aVb7tLw4sJd' });
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves other pages with the site-wide policy', async () => {
    for (const url of ['/health-services/scheduler/canceled', '/health-services/scheduler', '/health', '/staff']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('matches only reads of paths under the cancel page or a staff invite', () => {
    expect(isSecretPageRequest('GET', '/health-services/scheduler/cancel/a/b')).toBe(true);
    expect(isSecretPageRequest('HEAD', '/health-services/scheduler/cancel/a/b?x=1')).toBe(true);
    expect(isSecretPageRequest('POST', '/health-services/scheduler/cancel/a/b')).toBe(false);
    expect(isSecretPageRequest('GET', '/health-services/scheduler/canceled')).toBe(false);
    expect(isSecretPageRequest('GET', '/appointment-management/v2/appointments/a?confirmCode=b')).toBe(false);
    expect(isSecretPageRequest('GET', '/staff/invite/abc')).toBe(true);
    expect(isSecretPageRequest('GET', '/staff/sign-in')).toBe(false);
  });
});

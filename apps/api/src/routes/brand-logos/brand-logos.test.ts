import { AvailabilityResponseSchema, physicalResultsPath } from '@hs/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/app.js';

describe('GET /brand-logos/:slug/:version.svg', () => {
  let t: TestApp;
  let logoUrls: string[];
  let searchBody: string;
  beforeAll(async () => {
    t = await createTestApp();
    const search = await t.app.inject({
      method: 'GET',
      url: `${physicalResultsPath}?filter.serviceIds=29&filter.freeFormAddress=45202`,
    });
    searchBody = search.body;
    const body = AvailabilityResponseSchema.parse(search.json());
    logoUrls = [
      ...new Set(
        body.data.appointmentTimeSlots.flatMap(({ provider }) => (provider.brand ? [provider.brand.logoUrl] : [])),
      ),
    ];
  });
  afterAll(() => t.close());

  it("gives each banner's logo in a results answer by URL, not as inline SVG", () => {
    expect(searchBody).not.toContain('<svg');
    expect(logoUrls.length).toBeGreaterThan(1);
    for (const url of logoUrls) expect(url).toMatch(/^\/brand-logos\/[a-z0-9-]+\/[0-9a-f]{12}\.svg$/);
  });

  it('serves the logo as an SVG that browsers keep for a year, with an ETag that answers 304', async () => {
    const url = logoUrls[0] ?? '';
    const logo = await t.app.inject({ method: 'GET', url });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const version = url.split('/').pop()?.replace('.svg', '');
    expect(logo.headers.etag).toBe(`"${version}"`);

    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': `"${version}"` } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for a version that is not the current logo, and 400 naming a malformed part', async () => {
    const slug = logoUrls[0]?.split('/')[2] ?? '';
    const stale = await t.app.inject({ method: 'GET', url: `/brand-logos/${slug}/000000000000.svg` });
    expect(stale.statusCode).toBe(404);
    expect(stale.headers['cache-control'] ?? '').not.toContain('immutable');

    const malformed = await t.app.inject({ method: 'GET', url: `/brand-logos/${slug}/not-a-hash.svg` });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('version');
  });
});

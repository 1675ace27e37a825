import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/app.js';

const INDEX = '<!doctype html><div id="root"></div>';
const SEARCH_PAGE = '<!doctype html><div id="root"><h1>Find an Appointment</h1></div>';
const CLINIC_PAGE =
  '<!doctype html><link rel="modulepreload" href="/assets/clinic-details-page.js"><div id="root"></div>';

const SCRIPT = `export const words = ${JSON.stringify('appointment '.repeat(500))};`;

describe('the web app pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'hs-web-'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
    mkdirSync(path.join(webDist, 'pages'));
    writeFileSync(path.join(webDist, 'pages', 'main.html'), SEARCH_PAGE);
    writeFileSync(path.join(webDist, 'pages', 'clinicDetails.html'), CLINIC_PAGE);
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js'), SCRIPT);
    // Each copy marked, so an answer compressed on the fly cannot pass for it.
    writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js.br'), brotliCompressSync(`${SCRIPT}//br`));
    writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js.gz'), gzipSync(`${SCRIPT}//gz`));
    t = await createTestApp({ variant: 'empty', config: { WEB_DIST: webDist } });
  });
  afterAll(() => t.close());

  it("sends the build's HTML of the page's route, whatever the query", async () => {
    for (const url of ['/health-services/scheduler', '/health-services/scheduler?type=Vaccines']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(SEARCH_PAGE);
    }
  });

  it("sends it for every path of the route's pattern", async () => {
    for (const url of ['/health-services/clinic/details/014/00123', '/health-services/clinic/details/1/2?x=y']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(CLINIC_PAGE);
    }
  });

  it('sends index.html for pages without HTML of their own, and for unknown paths with 404', async () => {
    const manage = await t.app.inject({ method: 'GET', url: '/health-services/scheduler/manage' });
    expect(manage.statusCode).toBe(200);
    expect(manage.body).toBe(INDEX);
    const unknown = await t.app.inject({ method: 'GET', url: '/health-services/scheduler/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(INDEX);
  });

  it("sends index.html for the staff console's pages, which its own route tree shows, and JSON for its API", async () => {
    for (const url of ['/staff', '/staff/sign-in', '/staff/clinics/p1?date=2026-03-02&view=week']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
    }
    const api = await t.app.inject({ method: 'GET', url: '/staff-api/v1/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ errors: [{ code: 'NOT_FOUND' }] });
  });

  it("sends an asset's copy the build compressed, in the encoding the browser prefers, cached for a year", async () => {
    const get = (encoding: string) =>
      t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js', headers: { 'accept-encoding': encoding } });
    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(`${SCRIPT}//br`);
    expect(brotli.headers['cache-control']).toMatch(/immutable/);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(`${SCRIPT}//gz`);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});

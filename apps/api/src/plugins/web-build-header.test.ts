import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WEB_BUILD_HEADER } from '@hs/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/app.js';

const INDEX =
  '<!doctype html><head><script type="module" crossorigin src="/assets/index-D_xKL07I.js"></script>' +
  '<link rel="stylesheet" href="/assets/index-51F9u9Ke.css"></head><div id="root"></div>';

describe('the web build header', () => {
  let withBuild: TestApp;
  let withoutBuild: TestApp;
  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'hs-web-'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
    withBuild = await createTestApp({ variant: 'empty', config: { WEB_DIST: webDist } });
    withoutBuild = await createTestApp({ variant: 'empty' });
  });
  afterAll(async () => {
    await withBuild.close();
    await withoutBuild.close();
  });

  it("names the served build's entry script on API answers, failures included, and on pages", async () => {
    for (const [url, status] of [
      ['/appointment-management/v1/services?filter.businessNames=tlc', 200],
      ['/appointment-management/v1/services', 400],
      ['/health-services/scheduler', 200],
    ] as const) {
      const response = await withBuild.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers[WEB_BUILD_HEADER], url).toBe('/assets/index-D_xKL07I.js');
    }
  });

  it('is left out when the server serves no web build', async () => {
    const response = await withoutBuild.app.inject({
      method: 'GET',
      url: '/appointment-management/v1/services?filter.businessNames=tlc',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers).not.toHaveProperty(WEB_BUILD_HEADER);
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { physicalResultsPath } from '@hs/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/app.js';

const SEARCH = `${physicalResultsPath}?filter.serviceIds=29&filter.freeFormAddress=45202`;

describe('compressed answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('prefers brotli when the client takes it, gzip otherwise, and both decode to the plain answer', async () => {
    const plain = await get(SEARCH);
    const br = await get(SEARCH, 'gzip, deflate, br');
    const gzip = await get(SEARCH, 'gzip, deflate');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const answer of [plain, br, gzip]) expect(answer.headers.vary).toContain('Accept-Encoding');

    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(gzip.rawPayload.length);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
  });

  it('compresses a repeated answer once per encoding and sends the same bytes again', async () => {
    const search = `${SEARCH}&filter.radius=10`;
    const before = t.app.compressedAnswers.compressions;
    const first = await get(search, 'br');
    const again = await get(search, 'br');
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(t.app.compressedAnswers.compressions).toBe(before + 1);

    await get(search, 'gzip');
    await get(search, 'gzip');
    expect(t.app.compressedAnswers.compressions).toBe(before + 2);
  });

  it('compresses the answers of routes that do not opt in as they go, without keeping them', async () => {
    const before = t.app.compressedAnswers.compressions;
    const zipped = await get('/appointment-management/v1/clinics?filter.freeFormAddress=45202', 'br');
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('br');
    expect(t.app.compressedAnswers.compressions).toBe(before);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/app.js';

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(request);
  });
}

describe('response headers on every kind of answer', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'hs-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Scheduler</title>');
    t = await createTestApp({ variant: 'empty', config: { WEB_DIST: webDist } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t.close());

  it('forbids framing with the CSP alone, with no contradicting X-Frame-Options', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health-services/scheduler' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('names the charset of HTML pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health-services/scheduler' });
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it("answers oversized headers with 431, the security headers and the API's error format", async () => {
    const answer = await rawExchange(
      port,
      `GET /health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.toLowerCase()).toContain("content-security-policy: default-src 'self'");
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(head.toLowerCase()).toContain('strict-transport-security:');
    expect(head.toLowerCase()).toContain('content-type: application/json');
    expect(JSON.parse(body)).toEqual({
      errors: [{ status: 431, code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' }],
    });
  });
});

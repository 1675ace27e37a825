import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.js';

interface SlowExchange {
  answer: string;
  closedAfterMs: number;
}

/** A client that sends `head` at once, then `trickle` one byte every `everyMs`, until the server gives up. */
function slowClient(port: number, head: string, trickle: string, everyMs: number): Promise<SlowExchange> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < trickle.length && socket.writable) socket.write(trickle[sent++]!);
    }, everyMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.write(head);
  });
}

describe('timeouts against slow clients', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ variant: 'empty', config: { REQUEST_TIMEOUT_MS: 1500, HEADERS_TIMEOUT_MS: 1000 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t.close());

  it('answers 408 and closes when a body arrives one byte at a time', async () => {
    const body = JSON.stringify({ pad: 'x'.repeat(200) });
    const head = `POST /appointment-management/v1/appointment-reservations HTTP/1.1\r\nHost: localhost\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`;
    const exchange = await slowClient(port, head, body, 200);
    expect(exchange.closedAfterMs).toBeLessThan(5000);
    expect(exchange.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(exchange.answer).toContain('"code":"REQUEST_TIMEOUT"');
  });

  it('closes a connection whose headers arrive one byte at a time', async () => {
    const headers = `X-Slow: ${'y'.repeat(200)}\r\n\r\n`;
    const exchange = await slowClient(port, 'GET /health HTTP/1.1\r\nHost: localhost\r\n', headers, 200);
    expect(exchange.closedAfterMs).toBeLessThan(5000);
    expect(exchange.answer).not.toMatch(/^HTTP\/1\.1 200 /);
  });
});

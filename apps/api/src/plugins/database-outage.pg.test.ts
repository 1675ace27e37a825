import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '#api/test/scratch-database.js';
import { type ServerProcess, startServer } from '#api/test/server-process.js';

const PORT = 4809;
const url = `http://127.0.0.1:${PORT}/content/v2/objects/scheduler-config/1.0.0/scheduler/config.json`;

/** A TCP proxy to PostgreSQL that the test can cut and restore, as a network outage would. */
function databaseProxy(target: URL) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  const open = (port: number) =>
    new Promise<number>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server?.close(() => resolve());
    });
  return { open, cut };
}

const logLines = (server: ServerProcess) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; level: number });

describe('PostgreSQL unreachable', () => {
  let database: ScratchDatabase;
  let server: ServerProcess;
  const proxy = databaseProxy(new URL(process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432'));
  let proxyPort = 0;
  beforeAll(async () => {
    database = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '');
    proxyPort = await proxy.open(0);
    const viaProxy = new URL(database.url);
    viaProxy.host = `127.0.0.1:${proxyPort}`;
    server = startServer({
      PORT: String(PORT),
      DATABASE_URL: viaProxy.toString(),
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
    await server.ready(1, 120_000);
  }, 150_000);
  afterAll(async () => {
    await server?.stop();
    await proxy.cut();
    await database?.drop();
  });

  it('answers 503 with Retry-After and a clear code, logs the outage once (background rounds included) without SQL or stack, and recovers', async () => {
    expect((await fetch(url)).status).toBe(200);
    await proxy.cut();
    for (let i = 0; i < 5; i++) {
      const response = await fetch(url);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      const body = (await response.json()) as { errors: unknown[] };
      expect(body.errors[0]).toEqual({
        status: 503,
        code: 'DATABASE_UNAVAILABLE',
        message: "We're having trouble connecting at the moment. Please try again shortly.",
      });
    }
    // The waitlist and the notifications poll every second: their rounds meet the outage too, and it is still
    // logged once, not once a round.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const errorLines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"level":50'));
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]).toContain('"msg":"database unreachable"');
    expect(errorLines[0]).not.toMatch(/select|from |stack|Failed query| {4}at /i);

    await proxy.open(proxyPort);
    const deadline = Date.now() + 20_000;
    while ((await fetch(url)).status !== 200 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect((await fetch(url)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(logLines(server).filter((line) => line.msg === 'database reachable again')).toHaveLength(1);
    expect(logLines(server).filter((line) => line.msg === 'database unreachable')).toHaveLength(1);
  }, 60_000);
});

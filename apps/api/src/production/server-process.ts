import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The node binary this project's checks start the server with (vitest.production.config.ts). */
    serverNode: string;
    /** Its version, e.g. `26.12.1`. */
    serverNodeVersion: string;
  }
}

const root = fileURLToPath(new URL('../../../..', import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Settles when the process has exited, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process wrote so far (stdout and stderr). */
  output(): string;
}

/**
 * node-postgres's warning of a query sent on a connection still running another (test/one-query-per-connection.ts
 * says why none may be): printed once per process, so a server that printed it is remembered by its port.
 */
const QUEUED_QUERY_WARNING = 'Calling client.query() when the client is already executing a query';
const queuedQueryPorts: number[] = [];

/** The ports of the servers that printed node-postgres's queued-query warning since the last call. */
export function takeQueuedQueryPorts(): number[] {
  return queuedQueryPorts.splice(0);
}

/**
 * Starts the compiled server (apps/api/dist/server.js) with plain node, as `npm start` and the image run it, on the
 * node this project names (the one production runs, decision 074).
 */
export function spawnServer(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(inject('serverNode'), ['apps/api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
      PORT: String(port),
    },
  });
  let output = '';
  let warned = false;
  const take = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    // The warning may straddle two chunks.
    const recent = output.slice(-QUEUED_QUERY_WARNING.length) + text;
    output += text;
    if (!warned && recent.includes(QUEUED_QUERY_WARNING)) {
      warned = true;
      queuedQueryPorts.push(port);
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { url: `http://127.0.0.1:${port}`, child, exited, output: () => output };
}

/** Waits until the server says it is ready (migrated, seeded, database reachable). */
/**
 * Waits until the server says it is ready; with `redis`, also until it counts in Redis. A process serves without
 * Redis (decision 043) and readiness does not wait for it: on a busy machine the connection can still be coming up
 * when the first requests arrive, and those are let through uncounted.
 */
export async function waitUntilReady(
  server: ServerProcess,
  options: { timeoutMs?: number; redis?: boolean } = {},
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 240_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited with ${server.child.exitCode} before it was ready:\n${server.output()}`);
    }
    const ready = await fetch(`${server.url}/health/ready`)
      .then(async (response) => {
        const body = (await response.json()) as { checks?: { redis?: string } };
        return response.ok && (!options.redis || body.checks?.redis === 'up');
      })
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server was not ready within ${timeoutMs} ms:\n${server.output()}`);
}

export async function startServer(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const server = spawnServer(env, port);
  await waitUntilReady(server);
  return server;
}

import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts the real API server (apps/api/src/server.ts) in its own process, as production runs it, and waits until
 * it is ready (migrated and, when `env` asks for the demo data, seeded). `env` overrides the defaults below; a
 * variable set to `undefined` is left out, e.g. `DATABASE_URL` for a server on its own embedded database.
 */
export async function startServer(
  env: Record<string, string | undefined>,
  port: number,
): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const url = `http://127.0.0.1:${port}`;
  // Another server on the port would answer the readiness probe, and every figure after it, in this one's place.
  if (await isReady(url)) throw new Error(`Port ${port} already has a server; choose another (BENCH_PORT)`);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: definedOnly({
      ...process.env,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      RATE_LIMIT_PER_MINUTE: '100000000',
      // Every simulated visitor comes from 127.0.0.1; the guess limit would count their concurrent moves together.
      CONFIRM_ATTEMPT_LIMIT: '1000',
      NODE_ENV: 'production',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    }),
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (await isReady(url)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const isReady = (url: string) =>
  fetch(`${url}/health/ready`)
    .then((r) => r.ok)
    .catch(() => false);

function definedOnly(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

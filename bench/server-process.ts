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
): Promise<{ url: string; stop(): Promise<void> }> {
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
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/health/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function definedOnly(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * wrk (C) is the load generator when installed: on a 2-core machine a JavaScript client takes a third of the
 * CPU itself, so it measures itself as much as the server.
 */
export const hasWrk = () => spawnSync('wrk', ['--version']).error === undefined;

/** Runs wrk with one of the bench's Lua scripts and returns the JSON line the script prints when done. */
export function runWrk<T>(script: string, args: string[], env: Record<string, string> = {}): T {
  const run = spawnSync('wrk', ['-t1', '-s', fileURLToPath(new URL(script, import.meta.url)), ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(line) as T;
  } catch {
    throw new Error(`wrk printed no figures: ${run.stdout}${run.stderr}`);
  }
}

/** Starts wrk with one of the bench's Lua scripts in the background, for scripts that report by file. */
export function startWrk(script: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn('wrk', ['-t1', '-s', fileURLToPath(new URL(script, import.meta.url)), ...args], {
    stdio: 'ignore',
    env: { ...process.env, ...env },
  });
}

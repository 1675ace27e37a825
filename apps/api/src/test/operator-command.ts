import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const checkout = fileURLToPath(new URL('../../../..', import.meta.url));

export interface CommandRun {
  child: ChildProcess;
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
}

/** An operator's command (`npm run <name> -- …`) as they type it, in the checkout, with `env` on top of a clean one. */
export function startCommand(script: string, args: readonly string[], env: Record<string, string>): CommandRun {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: checkout,
    env: { ...inherited, INIT_CWD: checkout, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>(
    (resolve) => child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, done };
}

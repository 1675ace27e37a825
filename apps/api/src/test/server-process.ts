import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Resolves once `count` processes (the server, or each of its workers) logged that they are ready. */
  ready(count?: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<number | null>;
}

/**
 * Starts a real API server process, compiled from this run's sources (global-setup.ts), with the given environment.
 * `launcher` is a command that runs it, such as `unshare --pid --fork` to start it as pid 1 of a namespace of its own.
 */
export function startServer(env: Record<string, string>, launcher: readonly string[] = []): ServerProcess {
  const [command = process.execPath, ...args] = [
    ...launcher,
    process.execPath,
    '--enable-source-maps',
    inject('serverBundle'),
  ];
  const child = spawn(command, args, {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', SEED_DEMO: 'false', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const readyLines = () => output.split('\n').filter((line) => line.includes('"msg":"ready"')).length;
  return {
    child,
    output: () => output,
    exited,
    ready: (count = 1, timeoutMs = 60_000) =>
      new Promise<void>((resolve, reject) => {
        const deadline = Date.now() + timeoutMs;
        const poll = setInterval(() => {
          if (readyLines() >= count) {
            clearInterval(poll);
            resolve();
          } else if (child.exitCode !== null || Date.now() > deadline) {
            clearInterval(poll);
            reject(new Error(`Server not ready (exit ${child.exitCode}):\n${output}`));
          }
        }, 100);
      }),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) process.kill(serverPid(child, launcher), 'SIGTERM');
      return exited;
    },
  };
}

/** The server's pid: the launcher's child when there is a launcher, since `unshare --fork` passes on no signal. */
function serverPid(child: ChildProcess, launcher: readonly string[]): number {
  const pid = child.pid ?? Number.NaN;
  if (launcher.length === 0) return pid;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ');
  return Number(children[0]) || pid;
}

import { type ChildProcess, spawn } from 'node:child_process';

/** A redis-server of a test's own, on a port nobody else uses, which the test may kill and start again. */
export interface PrivateRedis {
  url: string;
  /** Kills it at once (SIGKILL), as a crash or a lost machine would, and waits until it is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty: it keeps nothing on disk. */
  start(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open and nothing answers, as behind a lost network. */
  pause(): void;
  resume(): void;
}

function launch(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Ready to accept connections')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
  });
}

/**
 * Ports of their own, below the range the system picks client ports from: a client reconnecting to a port there
 * while nothing listens can be given that very port and connect to itself, which keeps the port taken.
 */
const PORTS = [6391, 6392, 6393, 6394, 6395, 6396, 6397, 6398, 6399];

export async function startPrivateRedis(): Promise<PrivateRedis> {
  let port = 0;
  let child: ChildProcess | undefined;
  for (const candidate of PORTS) {
    child = await launch(candidate).catch(() => undefined);
    port = candidate;
    if (child) break;
  }
  if (!child) throw new Error(`No free port for redis-server among ${PORTS.join(', ')}`);
  return {
    url: `redis://127.0.0.1:${port}`,
    async kill() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    async start() {
      child = await launch(port);
    },
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
  };
}

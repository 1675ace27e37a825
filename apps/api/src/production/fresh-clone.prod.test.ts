import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { waitUntilReady } from './server-process.js';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

/**
 * A clone whose install is what `NODE_ENV=production npm install` leaves: every package the lockfile marks as
 * dev-only is missing. The other packages are hard links to this checkout's (seconds, where a full install
 * from the cache takes a minute); npm replaces files rather than writing into them, and its own bookkeeping
 * file is a real copy, so the checkout's install is never touched.
 */
function cloneWithProductionInstall(): string {
  const clone = mkdtempSync(path.join(tmpdir(), 'hs-clone-'));
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  execFileSync('git', ['clone', '--quiet', root, clone]);
  execFileSync('git', ['checkout', '--quiet', head], { cwd: clone });
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(clone, 'node_modules')]);
  const hidden = path.join('node_modules', '.package-lock.json');
  rmSync(path.join(clone, hidden));
  cpSync(path.join(root, hidden), path.join(clone, hidden));
  const { packages } = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  for (const [location, entry] of Object.entries(packages)) {
    if (entry.dev && location.includes('node_modules/'))
      rmSync(path.join(clone, location), { recursive: true, force: true });
  }
  return clone;
}

describe('NODE_ENV=production npm start on a fresh clone', () => {
  const clone = cloneWithProductionInstall();
  afterAll(() => rmSync(clone, { recursive: true, force: true }));

  it('repairs the partial install, builds the web app and the server, and serves with plain node', async () => {
    expect(existsSync(path.join(clone, 'node_modules', 'vite'))).toBe(false);
    const start = spawn('npm', ['start'], {
      cwd: clone,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'production',
        npm_config_prefer_offline: 'true',
        PORT: '4901',
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        SHUTDOWN_DRAIN_SECONDS: '0',
      },
    });
    let output = '';
    for (const stream of [start.stdout, start.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk));
    // 'close', not 'exit': npm may exit before the server it started, which shares its output pipes.
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      start.once('close', (code, signal) => resolve({ code, signal })),
    );
    try {
      await waitUntilReady({ url: 'http://127.0.0.1:4901', child: start, exited, output: () => output });
      const page = await fetch('http://127.0.0.1:4901/health-services/scheduler');
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root"');
      expect(existsSync(path.join(clone, 'apps', 'api', 'dist', 'server.js'))).toBe(true);
      // The server is plain node on the compiled file, running in the clone.
      const pids = execFileSync('pgrep', ['-f', 'apps/api/dist/server.js'], { encoding: 'utf8' }).trim().split('\n');
      const ours = pids.filter((pid) => readlinkSync(`/proc/${pid}/cwd`) === clone);
      expect(ours).toHaveLength(1);
      expect(readFileSync(`/proc/${ours[0]}/cmdline`, 'utf8').split('\0')).not.toContain('tsx');
    } finally {
      // As Ctrl-C or a service manager does: the signal goes to the whole process group.
      if (start.pid) process.kill(-start.pid, 'SIGTERM');
    }
    await exited;
    expect(output).toContain('"msg":"stopped"');

    // The repaired install is complete: a later start installs nothing.
    const check = execFileSync('node', ['scripts/ensure-install.mjs'], { cwd: clone, encoding: 'utf8' });
    expect(check).not.toContain('Installing');
  });
});

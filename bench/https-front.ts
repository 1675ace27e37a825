import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface HttpsFront {
  url: string;
  stop(): Promise<void>;
}

/**
 * The server as patients reach it (docs/deploy.md): behind Caddy, which speaks HTTPS, and with it HTTP/2, to the
 * browser and plain HTTP/1.1 to the server, as `deploy/Caddyfile` does, with a certificate from Caddy's own
 * authority (browsers here are told to accept it). Debian's `caddy` package (`apt-get install -y caddy`); undefined
 * when it is not installed.
 */
export async function startHttpsFront(upstream: string, port: number): Promise<HttpsFront | undefined> {
  if (!hasCaddy()) return undefined;
  const home = mkdtempSync(path.join(tmpdir(), 'hs-caddy-'));
  const config = path.join(home, 'Caddyfile');
  writeFileSync(
    config,
    `{\n\tadmin off\n\tskip_install_trust\n\tauto_https disable_redirects\n}\n` +
      `https://127.0.0.1:${port} {\n\ttls internal\n\treverse_proxy ${new URL(upstream).host} {\n` +
      `\t\theader_up X-Forwarded-For {remote_host}\n\t}\n}\n`,
  );
  const child: ChildProcess = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    stdio: 'ignore',
    // Its certificates and authority stay in the throw-away folder, not in the user's home.
    env: { ...process.env, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home },
  });
  const url = `https://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
    }
    rmSync(home, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await answersReady(url)) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`Caddy did not serve ${url} (port taken? BENCH_HTTPS_PORT)`);
}

function hasCaddy(): boolean {
  try {
    execFileSync('caddy', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Whether the server answers its readiness probe through the front, whoever signed the certificate. */
const answersReady = (url: string) =>
  new Promise<boolean>((resolve) => {
    const probe = request(`${url}/health/ready`, { rejectUnauthorized: false, timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    probe.on('error', () => resolve(false));
    probe.on('timeout', () => probe.destroy());
    probe.end();
  });

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_ENDPOINT_FILE, type AdminEndpoint } from '#api/admin-endpoint.js';
import type { Config } from '#api/config.js';
import { DataDirLockedError, lockDataDir } from '#api/db/data-dir-lock.js';

/** A PostgreSQL URL without its password, to say where the command went. */
function shownUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
}

/** The running server that holds the data folder, and how to reach its admin listener. */
export interface AdminServer {
  endpoint: AdminEndpoint;
  /** One sentence saying how the command goes, for the operator to read first. */
  how: string;
  url(route: string): string;
  authorization: string;
}

function adminServer(dataDir: string, holder: string): AdminServer {
  let endpoint: AdminEndpoint;
  try {
    endpoint = JSON.parse(readFileSync(path.join(dataDir, ADMIN_ENDPOINT_FILE), 'utf8')) as AdminEndpoint;
  } catch {
    throw new Error(
      `A server${holder} holds the data folder ${dataDir} but has not opened its admin listener (it may be ` +
        'starting, or older than this command). Try again in a moment, or stop the server.',
    );
  }
  return {
    endpoint,
    how: `A server${holder} holds the data folder ${dataDir}: the command goes through its local admin listener (127.0.0.1:${endpoint.port}).`,
    url: (route) => `http://127.0.0.1:${endpoint.port}${route}`,
    authorization: `Bearer ${endpoint.token}`,
  };
}

/** The two ways an operator's command reaches the data: the database itself, or the server that owns it. */
export interface OperatorAccessWays<T> {
  /** `how` says which way, for the operator; `release` gives back the data folder when the command took it. */
  direct(how: string, release: () => void): Promise<T>;
  viaServer(server: AdminServer): T;
}

/**
 * PostgreSQL is reached directly, servers running or not. The embedded database belongs to one process: with
 * none running the command takes the data folder for itself; while a server holds it, the work goes to it.
 */
export async function openOperatorAccess<T>(config: Config, ways: OperatorAccessWays<T>): Promise<T> {
  if (config.DATABASE_URL) {
    return ways.direct(`Connected to PostgreSQL at ${shownUrl(config.DATABASE_URL)} directly.`, () => {});
  }
  if (config.DATA_DIR.startsWith('memory://')) {
    throw new Error('DATA_DIR is memory://, which no other process can reach: name the data folder of the server.');
  }
  try {
    const lock = await lockDataDir(config.DATA_DIR, {
      onLost: (reason) => {
        console.error(reason);
        process.exit(1);
      },
    });
    return await ways.direct(
      `No server is running on the data folder ${config.DATA_DIR}: the command opened it itself.`,
      () => lock.release(),
    );
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const holder = error.holder ? ` (pid ${error.holder.pid} on ${error.holder.host})` : '';
    return ways.viaServer(adminServer(config.DATA_DIR, holder));
  }
}

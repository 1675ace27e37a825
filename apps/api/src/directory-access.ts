import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Directory,
  type DirectoryFile,
  formatProblem,
  locateInJson,
  type Problem,
  toFileShape,
  validateDirectory,
} from '@hs/directory';
import {
  ADMIN_DIRECTORY_EXPORT,
  ADMIN_DIRECTORY_IMPORT,
  ADMIN_ENDPOINT_FILE,
  type AdminEndpoint,
} from '#api/admin-endpoint.js';
import { systemClock } from '#api/clock.js';
import type { Config } from '#api/config.js';
import { openDatabase } from '#api/db/client.js';
import { DataDirLockedError, lockDataDir } from '#api/db/data-dir-lock.js';
import { underStartupLock } from '#api/db/startup-lock.js';
import { withEncryptionKeys } from '#api/encryption-keys.js';
import { currentDirectory, type ImportOutcome, type ImportRequest, importDirectory } from '#api/modules/directory';
import { configuredKeyring, createSecrets } from '#api/modules/security';

/** The directory as the command reaches it, and one sentence saying how, for the operator to read first. */
export interface DirectoryAccess {
  how: string;
  importDirectory(request: ImportRequest): Promise<ImportOutcome>;
  exportDirectory(): Promise<Directory>;
  close(): Promise<void>;
}

/** A PostgreSQL URL without its password, to say where the command went. */
function shownUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
}

async function direct(config: Config, how: string, release: () => void = () => {}): Promise<DirectoryAccess> {
  const keyed = withEncryptionKeys(config);
  // The first process to reach a fresh server migrates it, as a starting server would.
  const database = await underStartupLock(config.DATABASE_URL, () =>
    openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }),
  );
  const keyring = configuredKeyring(keyed);
  if (!keyring) throw new Error('No encryption key is configured, so canceled patients could not be told.');
  const secrets = createSecrets(keyring);
  const ctx = { db: database.db, clock: systemClock, config: keyed, requestId: 'directory-command' };
  return {
    how,
    importDirectory: (request) => importDirectory(ctx, secrets, request),
    exportDirectory: () => currentDirectory(database.db),
    close: async () => {
      await database.close();
      release();
    },
  };
}

/** The running server's admin listener, as its data folder names it. */
function viaServer(dataDir: string, holder: string): DirectoryAccess {
  let endpoint: AdminEndpoint;
  try {
    endpoint = JSON.parse(readFileSync(path.join(dataDir, ADMIN_ENDPOINT_FILE), 'utf8')) as AdminEndpoint;
  } catch {
    throw new Error(
      `A server${holder} holds the data folder ${dataDir} but has not opened its admin listener (it may be ` +
        'starting, or older than this command). Try again in a moment, or stop the server.',
    );
  }
  const url = (route: string) => `http://127.0.0.1:${endpoint.port}${route}`;
  const headers = { authorization: `Bearer ${endpoint.token}`, 'content-type': 'application/json' };
  const answer = async <T>(response: Response): Promise<T> => {
    const body = (await response.json()) as T & { problems?: Problem[]; message?: string };
    if (response.ok) return body;
    const detail = body.problems?.map(formatProblem).join('\n') ?? body.message ?? JSON.stringify(body);
    throw new Error(`The server refused the request (${response.status}):\n${detail}`);
  };
  return {
    how: `A server${holder} holds the data folder ${dataDir}: the command goes through its local admin listener (127.0.0.1:${endpoint.port}).`,
    importDirectory: async (request) =>
      answer<ImportOutcome>(
        await fetch(url(ADMIN_DIRECTORY_IMPORT), {
          method: 'POST',
          headers,
          body: JSON.stringify({ ...request, directory: toFileShape(request.directory) }),
        }),
      ),
    exportDirectory: async () => {
      const { directory } = await answer<{ directory: DirectoryFile }>(
        await fetch(url(ADMIN_DIRECTORY_EXPORT), { headers: { authorization: headers.authorization } }),
      );
      const checked = validateDirectory(directory, locateInJson('export'));
      // What the server exports it also imports, so it checks; should it not, the file says why on import.
      return checked.ok ? checked.directory : (directory as unknown as Directory);
    },
    close: async () => {},
  };
}

/**
 * PostgreSQL is reached directly, servers running or not. The embedded database belongs to one process: with
 * none running the command takes the data folder for itself; while a server holds it, the work goes to it.
 */
export async function openDirectoryAccess(config: Config): Promise<DirectoryAccess> {
  if (config.DATABASE_URL) {
    return direct(config, `Connected to PostgreSQL at ${shownUrl(config.DATABASE_URL)} directly.`);
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
    return await direct(
      config,
      `No server is running on the data folder ${config.DATA_DIR}: the command opened it itself.`,
      () => lock.release(),
    );
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const holder = error.holder ? ` (pid ${error.holder.pid} on ${error.holder.host})` : '';
    return viaServer(config.DATA_DIR, holder);
  }
}

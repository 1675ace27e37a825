import {
  type Directory,
  type DirectoryFile,
  formatProblem,
  locateInJson,
  type Problem,
  toFileShape,
  validateDirectory,
} from '@hs/directory';
import { ADMIN_DIRECTORY_EXPORT, ADMIN_DIRECTORY_IMPORT } from '#api/admin-endpoint.js';
import { systemClock } from '#api/clock.js';
import type { Config } from '#api/config.js';
import { openDatabase } from '#api/db/client.js';
import { underStartupLock } from '#api/db/startup-lock.js';
import { withEncryptionKeys } from '#api/encryption-keys.js';
import { currentDirectory, type ImportOutcome, type ImportRequest, importDirectory } from '#api/modules/directory';
import { configuredKeyring, createSecrets } from '#api/modules/security';
import { type AdminServer, openOperatorAccess } from '#api/operator-access.js';

/** The directory as the command reaches it, and one sentence saying how, for the operator to read first. */
export interface DirectoryAccess {
  how: string;
  importDirectory(request: ImportRequest): Promise<ImportOutcome>;
  exportDirectory(): Promise<Directory>;
  close(): Promise<void>;
}

async function direct(config: Config, how: string, release: () => void): Promise<DirectoryAccess> {
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

/** The running server's admin listener. */
function viaServer(server: AdminServer): DirectoryAccess {
  const { url } = server;
  const headers = { authorization: server.authorization, 'content-type': 'application/json' };
  const answer = async <T>(response: Response): Promise<T> => {
    const body = (await response.json()) as T & { problems?: Problem[]; message?: string };
    if (response.ok) return body;
    const detail = body.problems?.map(formatProblem).join('\n') ?? body.message ?? JSON.stringify(body);
    throw new Error(`The server refused the request (${response.status}):\n${detail}`);
  };
  return {
    how: server.how,
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

/** The directory through the database itself, or through the server that owns the embedded one. */
export function openDirectoryAccess(config: Config): Promise<DirectoryAccess> {
  return openOperatorAccess(config, { direct: (how, release) => direct(config, how, release), viaServer });
}

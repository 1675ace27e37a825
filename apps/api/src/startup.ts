import { type Config, loadConfig } from './config.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { withEncryptionKeys } from './encryption-keys.js';

/**
 * Everything a server process settles before it opens the database: valid configuration, the encryption keys,
 * and, for the embedded database, the lock on its data folder (held until the process exits). A problem ends
 * the process with its message alone: the operator needs the reason, not a stack.
 */
export async function startupConfig(env: NodeJS.ProcessEnv = process.env): Promise<Config> {
  try {
    const config = loadConfig(env);
    if (!config.DATABASE_URL && !config.DATA_DIR.startsWith('memory://')) {
      const lock = await lockDataDir(config.DATA_DIR, { onLost: stopServing });
      process.on('exit', () => lock.release());
    }
    return withEncryptionKeys(config);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/**
 * The data folder turned out to be another server's (see lockDataDir): every moment spent serving now writes
 * into a database that process also writes, so this one ends at once rather than draining.
 */
function stopServing(reason: string): never {
  console.error(reason);
  process.exit(1);
}

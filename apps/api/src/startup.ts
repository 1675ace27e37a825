import { type Config, loadConfig } from './config.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { withEncryptionKeys } from './encryption-keys.js';

/**
 * Everything a server process settles before it opens the database: valid configuration, the encryption keys,
 * and, for the embedded database, the lock on its data folder (held until the process exits). A problem ends
 * the process with its message alone: the operator needs the reason, not a stack.
 */
export function startupConfig(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    const config = loadConfig(env);
    if (!config.DATABASE_URL && !config.DATA_DIR.startsWith('memory://')) {
      const lock = lockDataDir(config.DATA_DIR);
      process.on('exit', () => lock.release());
    }
    return withEncryptionKeys(config);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

import path from 'node:path';
import { configuredKeyring, embeddedKeyList, KEY_FILE, newKeyList } from '#api/modules/security';
import type { Config } from './config.js';

/**
 * The keys patient data is sealed with, decided once at startup: the configured ones (required with
 * DATABASE_URL, which loadConfig enforces), else the embedded database's own random key in DATA_DIR, or a
 * throw-away key for a throw-away (memory://) database. Bad keys fail here, before anything is served.
 */
export function withEncryptionKeys(config: Config): Config {
  if (configuredKeyring(config)) return config;
  const inMemory = config.DATA_DIR.startsWith('memory://');
  return { ...config, ENCRYPTION_KEYS: inMemory ? newKeyList('memory') : embeddedKeyList(config.DATA_DIR) };
}

/** Where the operator lists the keys, for messages that ask them to add or remove one. */
export function keyListName(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.ENCRYPTION_KEYS) return 'ENCRYPTION_KEYS';
  if (env.ENCRYPTION_KEY) return 'ENCRYPTION_KEY';
  return path.join(dataDir, KEY_FILE);
}

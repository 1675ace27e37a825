import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configuredKeyring, KEY_FILE } from '#api/modules/security';
import { loadConfig } from './config.js';
import { withEncryptionKeys } from './encryption-keys.js';
import { startServer } from './test/server-process.js';

describe('encryption keys at startup', () => {
  it('gives the embedded database a random key of its own, owner-only in DATA_DIR, kept across restarts', () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'hs-keys-')), 'pglite');
    for (const NODE_ENV of ['production', 'development']) {
      const config = withEncryptionKeys(loadConfig({ DATA_DIR: dataDir, NODE_ENV }));
      const file = path.join(dataDir, KEY_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(config.ENCRYPTION_KEYS).toBe(readFileSync(file, 'utf8').trim());
      expect(configuredKeyring(config)?.current.id).toBe('local-1');
    }
    const other = withEncryptionKeys(loadConfig({ DATA_DIR: path.join(dataDir, 'other') }));
    expect(configuredKeyring(other)?.current.key).not.toEqual(
      configuredKeyring(withEncryptionKeys(loadConfig({ DATA_DIR: dataDir })))?.current.key,
    );
  });

  it('keeps a configured key and never writes a key file for it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hs-keys-'));
    const key = Buffer.alloc(32, 5).toString('base64');
    const config = withEncryptionKeys(loadConfig({ DATA_DIR: dataDir, ENCRYPTION_KEY: key }));
    expect(configuredKeyring(config)?.current).toEqual({ id: 'primary', key: Buffer.alloc(32, 5) });
    expect(() => statSync(path.join(dataDir, KEY_FILE))).toThrow();
  });

  it('stops a server with DATABASE_URL and no key, with the message alone', async () => {
    const server = startServer({ PORT: '4808', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/^Invalid configuration: ENCRYPTION_KEY: DATABASE_URL is set/);
    expect(server.output()).not.toContain('    at ');
  }, 60_000);
});

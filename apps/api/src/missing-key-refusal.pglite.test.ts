import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSecrets, parseKeyring } from '#api/modules/security';
import { openDatabase } from './db/client.js';
import { idempotencyKeys } from './db/schema.js';
import { type ServerProcess, startServer } from './test/server-process.js';

const KEY_A = Buffer.alloc(32, 0xa1).toString('base64');
const KEY_B = Buffer.alloc(32, 0xb2).toString('base64');

describe('a server whose key list lacks a key the data still needs', () => {
  const started: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop()));
  });

  it('refuses to start, saying which key and what needs it, and starts once the key is listed again', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'hs-missing-key-')), 'pglite');
    const database = await openDatabase({ dataDir });
    // An answer kept for an Idempotency-Key, sealed under key a, as a server with key a would have left it.
    const sealed = createSecrets(parseKeyring(`a:${KEY_A}`)).seal('{}', 'idempotency:k-1');
    await database.db
      .insert(idempotencyKeys)
      .values({ key: 'k-1', status: 201, body: { sealed }, createdAt: new Date() });
    await database.close();

    const withoutA = startServer({ PORT: '0', DATA_DIR: dataDir, ENCRYPTION_KEYS: `b:${KEY_B}` });
    started.push(withoutA);
    const outcome = await Promise.race([withoutA.exited, withoutA.ready(1, 240_000).then(() => 'served')]);
    expect(outcome, withoutA.output()).toBe(1);
    expect(withoutA.output()).toMatch(
      /^key a is still needed by answers kept for Idempotency-Keys \(1\)\. It was removed from ENCRYPTION_KEYS too early/,
    );
    expect(withoutA.output()).not.toContain('    at ');

    const withA = startServer({ PORT: '0', DATA_DIR: dataDir, ENCRYPTION_KEYS: `b:${KEY_B},a:${KEY_A}` });
    started.push(withA);
    await withA.ready(1, 240_000);
  }, 300_000);
});

import { describe, expect, it } from 'vitest';
import { parseKeyBytes } from './encryption-key.js';
import { configuredKeyring, parseKeyring } from './keyring.js';
import { randomToken } from './random-token.js';
import { createSecrets, hashesEqual } from './secrets.js';

const HEX_KEY = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
const OTHER_KEY = Buffer.alloc(32, 9).toString('base64');

describe('encryption keys', () => {
  it('reads 32 bytes from hex or base64', () => {
    expect(parseKeyBytes(HEX_KEY, 'K').toString('hex')).toBe(HEX_KEY);
    expect(parseKeyBytes(Buffer.alloc(32, 7).toString('base64'), 'K')).toEqual(Buffer.alloc(32, 7));
    expect(parseKeyBytes(Buffer.alloc(32, 7).toString('base64url'), 'K')).toEqual(Buffer.alloc(32, 7));
  });

  it('refuses a key that is not 32 bytes rather than stretching it', () => {
    expect(() => parseKeyBytes('a passphrase that is long enough to pass', 'K')).toThrow(/32 bytes/);
    expect(() => parseKeyBytes(Buffer.alloc(16).toString('base64'), 'K')).toThrow(/32 bytes/);
  });

  it('lists keys newest first and names ENCRYPTION_KEY "primary"', () => {
    const ring = parseKeyring(`new:${OTHER_KEY},primary:${HEX_KEY}`);
    expect(ring.current.id).toBe('new');
    expect([...ring.keys.keys()]).toEqual(['new', 'primary']);
    expect(configuredKeyring({ ENCRYPTION_KEY: HEX_KEY })?.current.id).toBe('primary');
    expect(configuredKeyring({})).toBeUndefined();
    expect(() => parseKeyring(`a:${HEX_KEY},a:${OTHER_KEY}`)).toThrow(/twice/);
    expect(() => parseKeyring(`bad id:${HEX_KEY}`)).toThrow(/id:key/);
  });
});

describe('secrets', () => {
  const secrets = createSecrets(parseKeyring(`primary:${HEX_KEY}`));

  it('seals and opens, with the key id in the value and a fresh nonce every time', () => {
    const sealed = secrets.seal('{"firstName":"Ada"}', 'appointment:1');
    expect(sealed.startsWith('v2.primary.')).toBe(true);
    expect(sealed).not.toContain('Ada');
    expect(secrets.seal('{"firstName":"Ada"}', 'appointment:1')).not.toBe(sealed);
    expect(secrets.open(sealed, 'appointment:1')).toBe('{"firstName":"Ada"}');
  });

  it('seals under the newest key and still opens values of older keys, new and old format', () => {
    const sealedOld = secrets.seal('old', 'appointment:1');
    // The format before key ids: v1.<iv|tag|body>, under the same derived key.
    const sealedV1 = `v1.${sealedOld.slice('v2.primary.'.length)}`;
    const rotated = createSecrets(parseKeyring(`2026-11:${OTHER_KEY},primary:${HEX_KEY}`));
    expect(rotated.open(sealedOld, 'appointment:1')).toBe('old');
    expect(rotated.open(sealedV1, 'appointment:1')).toBe('old');
    expect(rotated.isCurrent(sealedOld)).toBe(false);
    const sealedNew = rotated.seal('new', 'appointment:1');
    expect(sealedNew.startsWith('v2.2026-11.')).toBe(true);
    expect(rotated.isCurrent(sealedNew)).toBe(true);
    expect(() => secrets.open(sealedNew, 'appointment:1')).toThrow(/not configured/);
  });

  it('hashes under the newest key, and under every listed key for values hashed before a rotation', () => {
    const rotated = createSecrets(parseKeyring(`2026-11:${OTHER_KEY},primary:${HEX_KEY}`));
    const newOnly = createSecrets(parseKeyring(`2026-11:${OTHER_KEY}`));
    expect(rotated.currentKeyId).toBe('2026-11');
    expect(rotated.keyedHash('patient', 'x')).toBe(newOnly.keyedHash('patient', 'x'));
    expect(rotated.keyedHash('patient', 'x')).not.toBe(secrets.keyedHash('patient', 'x'));
    expect(rotated.keyedHashes('patient', 'x')).toEqual([
      { keyId: '2026-11', hash: newOnly.keyedHash('patient', 'x') },
      { keyId: 'primary', hash: secrets.keyedHash('patient', 'x') },
    ]);
  });

  it('refuses a tampered value, another context or another key', () => {
    const sealed = secrets.seal('secret', 'appointment:1');
    const prefix = 'v2.primary.';
    const body = Buffer.from(sealed.slice(prefix.length), 'base64url');
    body[body.length - 1]! ^= 1;
    expect(() => secrets.open(`${prefix}${body.toString('base64url')}`, 'appointment:1')).toThrow();
    expect(() => secrets.open(sealed, 'appointment:2')).toThrow();
    expect(() => createSecrets(parseKeyring(`primary:${OTHER_KEY}`)).open(sealed, 'appointment:1')).toThrow();
  });

  it('hashes per purpose and compares hashes safely', () => {
    const code = secrets.keyedHash('confirm-code', 'abc');
    expect(code).toBe(secrets.keyedHash('confirm-code', 'abc'));
    expect(code).not.toBe(secrets.keyedHash('patient', 'abc'));
    expect(hashesEqual(code, secrets.keyedHash('confirm-code', 'abc'))).toBe(true);
    expect(hashesEqual(code, secrets.keyedHash('confirm-code', 'abd'))).toBe(false);
    expect(hashesEqual(code, 'short')).toBe(false);
  });

  it('makes 128-bit base64url tokens', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => randomToken()));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(() => randomToken(8)).toThrow();
  });
});

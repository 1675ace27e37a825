import { describe, expect, it } from 'vitest';
import { parseEncryptionKey } from './encryption-key.js';
import { randomToken } from './random-token.js';
import { createSecrets, hashesEqual } from './secrets.js';

const HEX_KEY = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';

describe('encryption key', () => {
  it('reads 32 bytes from hex or base64, and uses the development key only when absent', () => {
    expect(parseEncryptionKey(HEX_KEY)).toMatchObject({ isDevelopmentKey: false });
    expect(parseEncryptionKey(Buffer.alloc(32, 7).toString('base64')).key).toEqual(Buffer.alloc(32, 7));
    expect(parseEncryptionKey(Buffer.alloc(32, 7).toString('base64url')).key).toEqual(Buffer.alloc(32, 7));
    expect(parseEncryptionKey(undefined).isDevelopmentKey).toBe(true);
  });

  it('refuses a key that is not 32 bytes rather than stretching it', () => {
    expect(() => parseEncryptionKey('a passphrase that is long enough to pass')).toThrow(/32 bytes/);
    expect(() => parseEncryptionKey(Buffer.alloc(16).toString('base64'))).toThrow(/32 bytes/);
  });
});

describe('secrets', () => {
  const secrets = createSecrets(parseEncryptionKey(HEX_KEY));

  it('seals and opens, with a fresh nonce every time', () => {
    const sealed = secrets.seal('{"firstName":"Ada"}', 'appointment:1');
    expect(sealed).not.toContain('Ada');
    expect(secrets.seal('{"firstName":"Ada"}', 'appointment:1')).not.toBe(sealed);
    expect(secrets.open(sealed, 'appointment:1')).toBe('{"firstName":"Ada"}');
  });

  it('refuses a tampered value, another context or another key', () => {
    const sealed = secrets.seal('secret', 'appointment:1');
    const body = Buffer.from(sealed.slice(3), 'base64url');
    body[body.length - 1]! ^= 1;
    expect(() => secrets.open(`v1.${body.toString('base64url')}`, 'appointment:1')).toThrow();
    expect(() => secrets.open(sealed, 'appointment:2')).toThrow();
    expect(() => createSecrets(parseEncryptionKey(undefined)).open(sealed, 'appointment:1')).toThrow();
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

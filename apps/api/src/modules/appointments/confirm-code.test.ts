import { canonicalConfirmCode, formatConfirmCode } from '@hs/domain';
import { describe, expect, it } from 'vitest';
import { createSecrets, newKeyList, parseKeyring } from '#api/modules/security';
import { confirmCodeMatches, hashConfirmCode, newConfirmCode } from './confirm-code.js';

const secrets = createSecrets(parseKeyring(newKeyList('test')));

describe('confirmation codes', () => {
  it('are ten Crockford base32 characters, spread over the whole alphabet', () => {
    const codes = Array.from({ length: 2000 }, newConfirmCode);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join('')).size).toBe(32);
  });

  it('are shown in groups of four and accepted in any case, with or without hyphens and spaces', () => {
    expect(formatConfirmCode('7KQ49XM2PD')).toBe('7KQ4-9XM2-PD');
    const stored = hashConfirmCode(secrets, '7KQ49XM2PD');
    for (const typed of ['7KQ4-9XM2-PD', '7kq4 9xm2 pd', ' 7kq4-9XM2-pd ', '7KQ49XM2PD']) {
      expect(confirmCodeMatches(secrets, stored, typed)).toBe(true);
    }
    expect(confirmCodeMatches(secrets, stored, '7KQ4-9XM2-PE')).toBe(false);
  });

  it('read the letters people confuse with digits as those digits', () => {
    expect(canonicalConfirmCode('1O0I-L000-00')).toBe('1001100000');
  });

  it('keep codes issued before this format working exactly as issued', () => {
    const legacy = 'aB3-dE_6hJkLmNpQrStUvW';
    const stored = hashConfirmCode(secrets, legacy);
    expect(confirmCodeMatches(secrets, stored, legacy)).toBe(true);
    expect(confirmCodeMatches(secrets, stored, legacy.toUpperCase())).toBe(false);
    expect(formatConfirmCode(legacy)).toBe(legacy);
  });
});

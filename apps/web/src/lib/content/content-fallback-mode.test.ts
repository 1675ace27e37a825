import { describe, expect, it } from 'vitest';
import { parseContentFallbackMode } from './content-fallback-mode';

describe('parseContentFallbackMode', () => {
  it.each([
    [undefined, 'AUTO'],
    ['', 'AUTO'],
    ['AUTO', 'AUTO'],
    ['ALWAYS', 'ALWAYS'],
    ['NEVER', 'NEVER'],
    [' never ', 'NEVER'],
  ] as const)('reads %j as %s', (raw, mode) => {
    expect(parseContentFallbackMode(raw)).toBe(mode);
  });

  it.each(['SOMETIMES', 'true', 1])('refuses %j', (raw) => {
    expect(() => parseContentFallbackMode(raw)).toThrow(/VITE_CONTENT_FALLBACK must be one of AUTO, ALWAYS, NEVER/);
  });
});

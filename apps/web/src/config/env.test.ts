import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to AUTO content fallback and the same-origin API', () => {
    expect(parseEnv({})).toEqual({ contentFallback: 'AUTO', apiBaseUrl: '', mode: 'production' });
    expect(parseEnv({ VITE_CONTENT_FALLBACK: '', VITE_API_BASE_URL: '' }).contentFallback).toBe('AUTO');
  });

  it('accepts each fallback mode in any letter case', () => {
    expect(parseEnv({ VITE_CONTENT_FALLBACK: 'always' }).contentFallback).toBe('ALWAYS');
    expect(parseEnv({ VITE_CONTENT_FALLBACK: ' NEVER ' }).contentFallback).toBe('NEVER');
  });

  it('normalises the API origin without a trailing slash', () => {
    expect(parseEnv({ VITE_API_BASE_URL: 'https://api.example.test/' }).apiBaseUrl).toBe('https://api.example.test');
  });

  it('refuses an unknown fallback mode or a malformed origin', () => {
    expect(() => parseEnv({ VITE_CONTENT_FALLBACK: 'SOMETIMES' })).toThrow(/VITE_CONTENT_FALLBACK/);
    expect(() => parseEnv({ VITE_API_BASE_URL: 'ftp://x' })).toThrow(/VITE_API_BASE_URL/);
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const KEY = Buffer.alloc(32, 3).toString('base64');

describe('configuration', () => {
  it('runs one API worker unless told otherwise', () => {
    expect(loadConfig({}).API_WORKERS).toBe(1);
  });

  it('allows several workers only over PostgreSQL, since the embedded database has one owner', () => {
    expect(() => loadConfig({ API_WORKERS: '2' })).toThrow(/API_WORKERS: More than one API worker needs DATABASE_URL/);
    const postgres = { DATABASE_URL: 'postgres://db.example/scheduler', ENCRYPTION_KEY: KEY };
    expect(loadConfig({ API_WORKERS: '2', ...postgres }).API_WORKERS).toBe(2);
  });

  it('refuses a real deployment (DATABASE_URL) without a key of its own, and says how to make one', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db.example/scheduler' })).toThrow(
      /ENCRYPTION_KEY: DATABASE_URL is set, so patient data needs a key of your own\. Make one with node -e/,
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/scheduler', ENCRYPTION_KEYS: `k1:${KEY}` })).toBeTruthy();
  });

  it('names the setting it cannot read', () => {
    expect(() => loadConfig({ AVAILABILITY_CACHE_ENTRIES: '-1' })).toThrow(/AVAILABILITY_CACHE_ENTRIES/);
  });
});

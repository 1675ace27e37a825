import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('configuration', () => {
  it('runs one API worker unless told otherwise', () => {
    expect(loadConfig({}).API_WORKERS).toBe(1);
  });

  it('allows several workers only over PostgreSQL, since the embedded database has one owner', () => {
    expect(() => loadConfig({ API_WORKERS: '2' })).toThrow(/API_WORKERS: More than one API worker needs DATABASE_URL/);
    expect(loadConfig({ API_WORKERS: '2', DATABASE_URL: 'postgres://db.example/scheduler' }).API_WORKERS).toBe(2);
  });

  it('names the setting it cannot read', () => {
    expect(() => loadConfig({ AVAILABILITY_CACHE_ENTRIES: '-1' })).toThrow(/AVAILABILITY_CACHE_ENTRIES/);
  });
});

import { describe, expect, it } from 'vitest';
import { VersionedCache } from './availability-cache.js';

describe('VersionedCache', () => {
  it('gives an entry back only for the same version, from when it was computed until it lapses', () => {
    const cache = new VersionedCache<string>(10);
    cache.set('a', 7, 1000, 'x', 2000);
    expect(cache.get('a', 7, 1500)).toBe('x');
    expect(cache.get('a', 7, 999)).toBeNull();
    cache.set('a', 7, 1000, 'x', 2000);
    expect(cache.get('a', 7, 2000)).toBeNull();
    cache.set('a', 7, 1000, 'x', 2000);
    expect(cache.get('a', 8, 1500)).toBeNull();
    expect(cache.get('a', 7, 1500)).toBeNull();
    expect(cache.get('b', 7, 1500)).toBeNull();
  });

  it('keeps an entry without an end for as long as the version holds', () => {
    const cache = new VersionedCache<string>(10);
    cache.set('a', 1, 0, 'x');
    expect(cache.get('a', 1, Number.MAX_SAFE_INTEGER)).toBe('x');
  });

  it('drops the least recently used entry past its limit', () => {
    const cache = new VersionedCache<string>(2);
    cache.set('a', 1, 0, 'a');
    cache.set('b', 1, 0, 'b');
    cache.get('a', 1, 1);
    cache.set('c', 1, 0, 'c');
    expect(cache.size).toBe(2);
    expect(cache.get('b', 1, 1)).toBeNull();
    expect(cache.get('a', 1, 1)).toBe('a');
    expect(cache.get('c', 1, 1)).toBe('c');
  });

  it('keeps nothing when its limit is 0', () => {
    const cache = new VersionedCache<string>(0);
    cache.set('a', 1, 0, 'x');
    expect(cache.get('a', 1, 1)).toBeNull();
  });
});

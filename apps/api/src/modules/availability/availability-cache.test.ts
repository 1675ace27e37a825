import { describe, expect, it } from 'vitest';
import { AvailabilityCache } from './availability-cache.js';
import type { ProviderSlots } from './provider-availability.js';

const slots = (validUntil: number): ProviderSlots => ({
  status: 'NO_AVAILABILITY',
  nextAvailableAt: null,
  json: Buffer.from('"status":"NO_AVAILABILITY"'),
  validUntil,
});

describe('AvailabilityCache', () => {
  it('gives an entry back only for the same version, from when it was computed until it lapses', () => {
    const cache = new AvailabilityCache(10);
    const entry = slots(2000);
    cache.set('a', 7, 1000, entry);
    expect(cache.get('a', 7, 1500)).toBe(entry);
    expect(cache.get('a', 7, 999)).toBeNull();
    cache.set('a', 7, 1000, entry);
    expect(cache.get('a', 7, 2000)).toBeNull();
    cache.set('a', 7, 1000, entry);
    expect(cache.get('a', 8, 1500)).toBeNull();
    expect(cache.get('a', 7, 1500)).toBeNull();
    expect(cache.get('b', 7, 1500)).toBeNull();
  });

  it('drops the least recently used entry past its limit', () => {
    const cache = new AvailabilityCache(2);
    cache.set('a', 1, 0, slots(10));
    cache.set('b', 1, 0, slots(10));
    cache.get('a', 1, 1);
    cache.set('c', 1, 0, slots(10));
    expect(cache.size).toBe(2);
    expect(cache.get('b', 1, 1)).toBeNull();
    expect(cache.get('a', 1, 1)).not.toBeNull();
    expect(cache.get('c', 1, 1)).not.toBeNull();
  });

  it('keeps nothing when its limit is 0', () => {
    const cache = new AvailabilityCache(0);
    cache.set('a', 1, 0, slots(10));
    expect(cache.get('a', 1, 1)).toBeNull();
  });
});

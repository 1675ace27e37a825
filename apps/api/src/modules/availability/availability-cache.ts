import type { ProviderSlots } from './provider-availability.js';

interface Entry<T> {
  version: number;
  computedAt: number;
  validUntil: number;
  value: T;
}

/**
 * Values derived from a provider, reused while nothing that decides them has changed: the provider's
 * availability version (moved by the database on every claim and every change to what a search shows about
 * the provider, and read with the provider in every search, so a change made through any process is seen at
 * once) and time (an entry holds from when it was computed until its validUntil). Least recently used
 * entries go first past the limit.
 */
export class VersionedCache<T> {
  readonly #entries = new Map<string, Entry<T>>();

  constructor(readonly limit: number) {}

  get(key: string, version: number, now: number): T | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    this.#entries.delete(key);
    if (entry.version !== version || now < entry.computedAt || now >= entry.validUntil) return null;
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, version: number, now: number, value: T, validUntil = Number.POSITIVE_INFINITY): void {
    if (this.limit <= 0) return;
    this.#entries.delete(key);
    this.#entries.set(key, { version, computedAt: now, validUntil, value });
    if (this.#entries.size > this.limit) this.#entries.delete(this.#entries.keys().next().value!);
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** What a search process reuses: providers' computed slots, and their cards as JSON. */
export interface AvailabilityCache {
  slots: VersionedCache<ProviderSlots>;
  views: VersionedCache<string>;
}

export function availabilityCache(limit: number): AvailabilityCache {
  return { slots: new VersionedCache(limit), views: new VersionedCache(limit) };
}

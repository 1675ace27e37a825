import type { ProviderSlots } from './provider-availability.js';

interface Entry {
  version: number;
  computedAt: number;
  slots: ProviderSlots;
}

/**
 * Providers' computed slots, reused across searches while nothing that decides them has changed: the
 * provider's availability version (moved by the database on every claim and rule change, and read with the
 * provider in every search, so a booking made through any process is seen at once) and time (an entry holds
 * from when it was computed until its validUntil). Least recently used entries go first past the limit.
 */
export class AvailabilityCache {
  readonly #entries = new Map<string, Entry>();

  constructor(readonly limit: number) {}

  get(key: string, version: number, now: number): ProviderSlots | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (entry.version !== version || now < entry.computedAt || now >= entry.slots.validUntil) {
      this.#entries.delete(key);
      return null;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.slots;
  }

  set(key: string, version: number, now: number, slots: ProviderSlots): void {
    if (this.limit <= 0) return;
    this.#entries.delete(key);
    this.#entries.set(key, { version, computedAt: now, slots });
    if (this.#entries.size > this.limit) this.#entries.delete(this.#entries.keys().next().value!);
  }

  get size(): number {
    return this.#entries.size;
  }
}

import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** FNV-1a, so a stream's seed depends on its label and not on how many draws other streams made. */
function hashLabel(seed: number, label: string): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash | 0;
}

/** A seeded random source; never Math.random, so the same seed always yields the same chain. */
export class Random {
  private readonly rng: RandomGenerator;

  constructor(private readonly seed: number) {
    this.rng = xoroshiro128plus(seed);
  }

  /**
   * An independent stream per concept (clinics of one metro, dietitian licences, ...): adding data to
   * one concept then leaves every other concept's values unchanged.
   */
  fork(label: string): Random {
    return new Random(hashLabel(this.seed, label));
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return uniformInt(this.rng, min, max);
  }

  /** Float in [0, 1). */
  float(): number {
    return uniformFloat64(this.rng);
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[this.int(0, items.length - 1)] as T;
  }

  /** Picks by relative weight, e.g. [['a', 3], ['b', 1]] gives 'a' three times as often. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.float() * total;
    for (const [value, weight] of choices) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = choices[choices.length - 1];
    if (!last) throw new Error('Cannot pick from an empty list');
    return last[0];
  }

  /** A shuffled copy (Fisher–Yates); the input is left as it is. */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** `count` distinct items in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }
}

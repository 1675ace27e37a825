import { isDeepStrictEqual } from 'node:util';
import type { Directory } from '@hs/directory';

/** What an import does to one part of the directory, by natural key. */
export interface PartChanges<Key> {
  added: Key[];
  /** With the fields that differ. */
  changed: { key: Key; fields: string[] }[];
  retired: Key[];
}

export interface DirectoryChanges {
  brands: PartChanges<string>;
  services: PartChanges<number>;
  clinics: PartChanges<string>;
  providers: PartChanges<string>;
  closures: PartChanges<string>;
  benefitCodes: PartChanges<string>;
}

type Keyed = { [Part in keyof DirectoryChanges]: (entry: Directory[Part][number]) => string | number };

/** The natural key of each part: a clinic's is its store (division and store numbers, its id). */
const KEYS: Keyed = {
  brands: (brand) => brand.slug,
  services: (service) => service.id,
  clinics: (clinic) => clinic.id,
  providers: (provider) => provider.id,
  closures: (closure) => closure.id,
  benefitCodes: (code) => code.code,
};

function diffPart<T extends object, Key extends string | number>(
  before: readonly T[],
  after: readonly T[],
  keyOf: (entry: T) => Key,
): PartChanges<Key> {
  const old = new Map(before.map((entry) => [keyOf(entry), entry]));
  const changes: PartChanges<Key> = { added: [], changed: [], retired: [] };
  const seen = new Set<Key>();
  for (const entry of after) {
    const key = keyOf(entry);
    seen.add(key);
    const previous = old.get(key);
    if (!previous) {
      changes.added.push(key);
      continue;
    }
    const fields = Object.keys(entry).filter(
      (field) => !isDeepStrictEqual(entry[field as keyof T], previous[field as keyof T]),
    );
    if (fields.length > 0) changes.changed.push({ key, fields });
  }
  for (const key of old.keys()) if (!seen.has(key)) changes.retired.push(key);
  return changes;
}

/** What importing `after` over `before` adds, changes and retires; both in canonical form, so equal means same. */
export function diffDirectories(before: Directory, after: Directory): DirectoryChanges {
  const part = <P extends keyof DirectoryChanges>(name: P) =>
    diffPart(
      before[name] as Directory[P][number][],
      after[name] as Directory[P][number][],
      KEYS[name] as (entry: Directory[P][number]) => string | number,
    ) as DirectoryChanges[P];
  return {
    brands: part('brands'),
    services: part('services'),
    clinics: part('clinics'),
    providers: part('providers'),
    closures: part('closures'),
    benefitCodes: part('benefitCodes'),
  };
}

export function changesNothing(changes: DirectoryChanges): boolean {
  return Object.values(changes).every(
    (part: PartChanges<unknown>) => part.added.length + part.changed.length + part.retired.length === 0,
  );
}

/** Fields of a clinic or provider that decide what can be booked, and when. */
const RULE_FIELDS = new Set(['hours', 'timeZone', 'seatsPerSlot', 'services']);

/**
 * Providers whose bookable times or offers change: new, retired, with changed hours, zone, seats or services,
 * or under a closure that is added, changed or removed (a chain-wide one touches every provider).
 */
export function providersWithNewRules(before: Directory, after: Directory, changes: DirectoryChanges): Set<string> {
  const touched = new Set<string>();
  for (const part of ['clinics', 'providers'] as const) {
    for (const key of [...changes[part].added, ...changes[part].retired]) touched.add(key);
    for (const { key, fields } of changes[part].changed) {
      if (fields.some((field) => RULE_FIELDS.has(field))) touched.add(key);
    }
  }
  const closures = new Map([...before.closures, ...after.closures].map((closure) => [closure.id, closure]));
  const oldClosures = new Map(before.closures.map((closure) => [closure.id, closure]));
  const moved = [
    ...changes.closures.added,
    ...changes.closures.retired,
    ...changes.closures.changed.map((change) => change.key),
  ];
  const everyone = () =>
    [...before.clinics, ...before.providers, ...after.clinics, ...after.providers].map((p) => p.id);
  for (const id of moved) {
    for (const closure of [closures.get(id), oldClosures.get(id)]) {
      if (!closure) continue;
      if (closure.providerId === null) for (const provider of everyone()) touched.add(provider);
      else touched.add(closure.providerId);
    }
  }
  return touched;
}

import { randomBytes } from 'node:crypto';
import { parseKeyBytes } from './encryption-key.js';

/** A key id names the key a value was sealed with; it is written into every sealed value. */
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
/** The id ENCRYPTION_KEY's one key goes by, so that it can later be listed in ENCRYPTION_KEYS beside a new one. */
export const SINGLE_KEY_ID = 'primary';

export interface Keyring {
  /** New values are sealed with this key: the first one listed. */
  current: { id: string; key: Buffer };
  /** Every key that may still open values and match hashes, by id, in the order listed (newest first). */
  keys: ReadonlyMap<string, Buffer>;
}

/** Reads `id:key,id:key` (newest first), e.g. `2026-11:base64…,primary:hex…`. */
export function parseKeyring(list: string, name = 'ENCRYPTION_KEYS'): Keyring {
  const entries = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf(':');
      const id = entry.slice(0, at);
      if (at < 1 || !KEY_ID.test(id))
        throw new Error(`${name} entries are id:key, with ids of letters, digits, - and _.`);
      return [id, parseKeyBytes(entry.slice(at + 1), `${name} key "${id}"`)] as const;
    });
  const first = entries[0];
  if (!first) throw new Error(`${name} lists no keys.`);
  const keys = new Map(entries);
  if (keys.size !== entries.length) throw new Error(`${name} lists one key id twice.`);
  return { current: { id: first[0], key: first[1] }, keys };
}

/** The configured keys: ENCRYPTION_KEYS, else ENCRYPTION_KEY under the id `primary`; undefined when neither. */
export function configuredKeyring(config: {
  ENCRYPTION_KEYS?: string | undefined;
  ENCRYPTION_KEY?: string | undefined;
}): Keyring | undefined {
  if (config.ENCRYPTION_KEYS) return parseKeyring(config.ENCRYPTION_KEYS);
  if (config.ENCRYPTION_KEY) return parseKeyring(`${SINGLE_KEY_ID}:${config.ENCRYPTION_KEY}`, 'ENCRYPTION_KEY');
  return undefined;
}

/** A fresh random key list with one key, in the ENCRYPTION_KEYS format. */
export function newKeyList(id: string): string {
  return `${id}:${randomBytes(32).toString('base64')}`;
}

import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Keyring } from './keyring.js';

/** v2.<key id>.<base64url(iv | tag | ciphertext)>; v1 values (before key ids) carry no id. */
const V1_PREFIX = 'v1.';
const V2_PREFIX = 'v2.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** What a keyed hash is for; each purpose hashes the same input differently, so hashes never cross over. */
type HashPurpose =
  | 'patient'
  | 'confirm-code'
  | 'request-body'
  | 'attempt-scope'
  | 'reminder-opt-out'
  | 'waitlist-contact'
  | 'waitlist-code';

/** A keyed hash and the id of the key it was made with. */
export interface KeyedHash {
  keyId: string;
  hash: string;
}

export interface Secrets {
  /** The key new values are sealed and hashed with: the first one listed. */
  readonly currentKeyId: string;
  /** AES-256-GCM under the current key; `context` is bound as associated data, so a value copied to another row fails to open. */
  seal(plaintext: string, context: string): string;
  /** Opens a value sealed under any key of the ring, in either format. */
  open(sealed: string, context: string): string;
  /** Whether a sealed value was sealed under the current key (else key rotation re-seals it). */
  isCurrent(sealed: string): boolean;
  /** HMAC-SHA256 under the current key, base64url: lets us look values up and compare them without storing them. */
  keyedHash(purpose: HashPurpose, value: string): string;
  /**
   * The same hash under every listed key, the current one first: a value stored before a rotation, and not yet
   * re-keyed by `npm run rotate-keys`, matches the one of the key it was made with.
   */
  keyedHashes(purpose: HashPurpose, value: string): KeyedHash[];
}

function derive(master: Buffer, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));
}

const encryptionKeyOf = (master: Buffer) => derive(master, 'hs/patient-data/aes-256-gcm/v1');

function openWith(key: Buffer, raw: Buffer, context: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** Separate keys for encryption and hashing, derived from the configured keys. */
export function createSecrets(keyring: Keyring): Secrets {
  const encryptionKeys = new Map([...keyring.keys].map(([id, key]) => [id, encryptionKeyOf(key)]));
  const current = { id: keyring.current.id, key: encryptionKeyOf(keyring.current.key) };
  const hashKeys = [...keyring.keys].map(([id, key]) => ({ id, key: derive(key, 'hs/lookup/hmac-sha256/v1') }));
  const hashWith = (key: Buffer, purpose: HashPurpose, value: string) =>
    createHmac('sha256', key).update(purpose).update('\0').update(value, 'utf8').digest('base64url');
  const currentHashKey = hashKeys.find((entry) => entry.id === current.id)!.key;
  const currentPrefix = `${V2_PREFIX}${current.id}.`;
  return {
    currentKeyId: current.id,
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return currentPrefix + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed, context) {
      if (sealed.startsWith(V2_PREFIX)) {
        const dot = sealed.indexOf('.', V2_PREFIX.length);
        const key = dot > 0 ? encryptionKeys.get(sealed.slice(V2_PREFIX.length, dot)) : undefined;
        if (!key) throw new Error('Sealed under a key that is not configured');
        return openWith(key, Buffer.from(sealed.slice(dot + 1), 'base64url'), context);
      }
      if (!sealed.startsWith(V1_PREFIX)) throw new Error('Unknown sealed-value format');
      // v1 names no key; GCM's tag tells the right one from the others.
      const raw = Buffer.from(sealed.slice(V1_PREFIX.length), 'base64url');
      for (const key of encryptionKeys.values()) {
        try {
          return openWith(key, raw, context);
        } catch {}
      }
      throw new Error('Sealed under a key that is not configured');
    },
    isCurrent: (sealed) => sealed.startsWith(currentPrefix),
    keyedHash: (purpose, value) => hashWith(currentHashKey, purpose, value),
    keyedHashes: (purpose, value) =>
      hashKeys.map(({ id, key }) => ({ keyId: id, hash: hashWith(key, purpose, value) })),
  };
}

/** Compares two hashes in time independent of where they differ. */
export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) {
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { KeyMaterial } from './encryption-key.js';

const SEALED_PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** What a keyed hash is for; each purpose hashes the same input differently, so hashes never cross over. */
type HashPurpose = 'patient' | 'confirm-code' | 'request-body' | 'attempt-scope';

export interface Secrets {
  readonly isDevelopmentKey: boolean;
  /** AES-256-GCM; `context` is bound as associated data, so a sealed value copied to another row fails to open. */
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
  /** HMAC-SHA256, base64url: lets us look values up and compare them without storing them. */
  keyedHash(purpose: HashPurpose, value: string): string;
}

function derive(master: Buffer, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));
}

/** Separate keys for encryption and hashing, derived from the one configured key. */
export function createSecrets(material: KeyMaterial): Secrets {
  const encryptionKey = derive(material.key, 'hs/patient-data/aes-256-gcm/v1');
  const hashKey = derive(material.key, 'hs/lookup/hmac-sha256/v1');
  return {
    isDevelopmentKey: material.isDevelopmentKey,
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed, context) {
      if (!sealed.startsWith(SEALED_PREFIX)) throw new Error('Unknown sealed-value format');
      const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
    keyedHash(purpose, value) {
      return createHmac('sha256', hashKey).update(purpose).update('\0').update(value, 'utf8').digest('base64url');
    },
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

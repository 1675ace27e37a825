import { createHash } from 'node:crypto';

const KEY_BYTES = 32;

/**
 * Used only when ENCRYPTION_KEY is absent, so a developer can run the app with no setup. It is public
 * (it is in the source), which is why startup warns loudly whenever it is in use.
 */
const DEVELOPMENT_KEY = createHash('sha256').update('health-scheduler/development-only-key').digest();

export interface KeyMaterial {
  key: Buffer;
  isDevelopmentKey: boolean;
}

/** ENCRYPTION_KEY holds 32 bytes as hex or base64(url); anything else is refused at startup rather than stretched. */
export function parseEncryptionKey(value: string | undefined): KeyMaterial {
  if (!value) return { key: DEVELOPMENT_KEY, isDevelopmentKey: true };
  const trimmed = value.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : decodeBase64(trimmed);
  if (!key || key.length !== KEY_BYTES) {
    throw new Error('ENCRYPTION_KEY must be 32 bytes written as 64 hex digits or as base64.');
  }
  return { key, isDevelopmentKey: false };
}

function decodeBase64(value: string): Buffer | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return null;
  return Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

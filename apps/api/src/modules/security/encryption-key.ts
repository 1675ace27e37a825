const KEY_BYTES = 32;

/** A key as configured: 32 bytes as 64 hex digits or base64(url); anything else is refused rather than stretched. */
export function parseKeyBytes(value: string, name: string): Buffer {
  const trimmed = value.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : decodeBase64(trimmed);
  if (!key || key.length !== KEY_BYTES) {
    throw new Error(`${name} must be 32 bytes written as 64 hex digits or as base64.`);
  }
  return key;
}

function decodeBase64(value: string): Buffer | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return null;
  return Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

/** How to make a key, for messages that ask for one. */
export const MAKE_A_KEY = `node -e "console.log(require('crypto').randomBytes(32).toString('base64'))"`;

import { randomBytes } from 'node:crypto';

/** 128 bits from the CSPRNG, base64url (22 characters): unguessable ids, confirmation and reservation codes. */
export function randomToken(bytes = 16): string {
  if (bytes < 16) throw new Error('Tokens carry at least 128 bits');
  return randomBytes(bytes).toString('base64url');
}

import { createHash } from 'node:crypto';
import { hashesEqual, randomToken } from '#api/modules/security';

/**
 * Links carry 256 random bits; rows keep only their SHA-256. No key is involved, so a link sent before a key
 * rotation still works after it (decision 039), and the unkeyed hash of an unguessable token reveals nothing.
 */
export const newLinkSecret = () => randomToken(32);

export const linkHashOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('base64url');

export const linkMatches = (secret: string, storedHash: string | null | undefined) =>
  storedHash !== null && storedHash !== undefined && hashesEqual(linkHashOf(secret), storedHash);

/** An offer's link token: its id, so the row is found without a scan, and its secret. */
export function newOfferToken(): { offerId: string; token: string; tokenHash: string } {
  const offerId = randomToken();
  const secret = newLinkSecret();
  return { offerId, token: `${offerId}.${secret}`, tokenHash: linkHashOf(secret) };
}

export function splitOfferToken(token: string): { offerId: string; secret: string } {
  const [offerId = '', secret = ''] = token.split('.');
  return { offerId, secret };
}

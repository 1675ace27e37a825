/** What WebAuthn checks every ceremony against: the exact origin staff use and its host name as the RP ID. */
export interface RelyingParty {
  origin: string;
  id: string;
  name: string;
}

/** A challenge answers one ceremony within this time, and only once (decision 053). */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { origin: url.origin, id: url.hostname, name: 'Clinic staff console' };
}

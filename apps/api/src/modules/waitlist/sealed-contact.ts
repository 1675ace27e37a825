import type { Secrets } from '#api/modules/security';

/** Where an entry's messages go and its leave link's token, sealed with the entry id as associated data. */
export interface SealedContact {
  to: string;
  leaveToken: string;
}

const contextOf = (entryId: string) => `waitlist-entry:${entryId}`;

export const sealContact = (secrets: Secrets, entryId: string, contact: SealedContact) =>
  secrets.seal(JSON.stringify(contact), contextOf(entryId));

export const openContact = (secrets: Secrets, entryId: string, sealed: string): SealedContact =>
  JSON.parse(secrets.open(sealed, contextOf(entryId))) as SealedContact;

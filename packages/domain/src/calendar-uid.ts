const encoder = new TextEncoder();

/**
 * FNV-1a, 64 bit. The UID must stay the same for one appointment (re-adding updates the event instead
 * of duplicating it), but calendars sync it to other services, so it carries a digest, not the id itself:
 * the id together with the code in the description would be enough to cancel.
 */
function stableDigest(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of encoder.encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/** The calendar UID of an appointment: the same in the file the page offers and the one the e-mails attach. */
export function eventUid(appointmentId: string, uidDomain: string): string {
  return `appointment-${stableDigest(appointmentId)}@${uidDomain}`;
}

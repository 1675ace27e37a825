import { randomInt } from 'node:crypto';
import { CONFIRM_CODE_ALPHABET, CONFIRM_CODE_LENGTH, canonicalConfirmCode } from '@hs/domain';
import { hashesEqual, type Secrets } from '#api/modules/security';

/** Compared against when the id is unknown, so an unknown id costs the same work as a wrong code. */
const NO_SUCH_APPOINTMENT = 'x'.repeat(43);

/** Ten characters drawn uniformly from 32 by the CSPRNG: 50 bits (docs/decisions/018). */
export function newConfirmCode(): string {
  let code = '';
  for (let index = 0; index < CONFIRM_CODE_LENGTH; index++) {
    code += CONFIRM_CODE_ALPHABET[randomInt(CONFIRM_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * A ten-character code is hashed in its canonical form, so case, hyphens and spaces do not matter; a code
 * issued before that format (22 base64url characters, case-sensitive) is hashed exactly as it was issued.
 */
const canonicalOrAsIssued = (confirmCode: string) => canonicalConfirmCode(confirmCode) ?? confirmCode.trim();

/** The hash a new appointment stores: under the current key. */
export function hashConfirmCode(secrets: Secrets, confirmCode: string): string {
  return secrets.keyedHash('confirm-code', canonicalOrAsIssued(confirmCode));
}

/** The code's hash under every listed key: a stored hash not yet re-keyed after a rotation is one of them. */
export function confirmCodeHashes(secrets: Secrets, confirmCode: string): string[] {
  return secrets.keyedHashes('confirm-code', canonicalOrAsIssued(confirmCode)).map(({ hash }) => hash);
}

/** Whether the code opens this appointment; an unknown appointment and a wrong code look alike. */
export function confirmCodeMatches(secrets: Secrets, storedHash: string | undefined, confirmCode: string): boolean {
  // Every key's hash is compared, so the work does not depend on which key, if any, the stored hash is under.
  const matches = confirmCodeHashes(secrets, confirmCode).filter((hash) =>
    hashesEqual(storedHash ?? NO_SUCH_APPOINTMENT, hash),
  );
  return storedHash !== undefined && matches.length > 0;
}

/**
 * The code itself, sealed and bound to its appointment: the only way a rotation can hash it again under a new
 * key. Whoever holds the keys could already find a 50-bit code from its hash by trying them all (decision 039).
 */
const codeContext = (appointmentId: string) => `confirm-code:${appointmentId}`;

export function sealConfirmCode(secrets: Secrets, confirmCode: string, appointmentId: string): string {
  return secrets.seal(canonicalOrAsIssued(confirmCode), codeContext(appointmentId));
}

export function openConfirmCode(secrets: Secrets, sealed: string, appointmentId: string): string {
  return secrets.open(sealed, codeContext(appointmentId));
}

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
export function hashConfirmCode(secrets: Secrets, confirmCode: string): string {
  return secrets.keyedHash('confirm-code', canonicalConfirmCode(confirmCode) ?? confirmCode.trim());
}

/** Whether the code opens this appointment; an unknown appointment and a wrong code look alike. */
export function confirmCodeMatches(secrets: Secrets, storedHash: string | undefined, confirmCode: string): boolean {
  const matches = hashesEqual(storedHash ?? NO_SUCH_APPOINTMENT, hashConfirmCode(secrets, confirmCode));
  return storedHash !== undefined && matches;
}

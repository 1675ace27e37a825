import type { Secrets } from '../security/secrets.js';
import { hashesEqual } from '../security/secrets.js';

/** Compared against when the id is unknown, so an unknown id costs the same work as a wrong code. */
const NO_SUCH_APPOINTMENT = 'x'.repeat(43);

export function hashConfirmCode(secrets: Secrets, confirmCode: string): string {
  return secrets.keyedHash('confirm-code', confirmCode);
}

/** Whether the code opens this appointment; an unknown appointment and a wrong code look alike. */
export function confirmCodeMatches(secrets: Secrets, storedHash: string | undefined, confirmCode: string): boolean {
  const matches = hashesEqual(storedHash ?? NO_SUCH_APPOINTMENT, hashConfirmCode(secrets, confirmCode));
  return storedHash !== undefined && matches;
}

/**
 * Confirmation codes a person can read out and type: Crockford's base32 (no I, L, O or U, so no letter is
 * mistaken for a digit), ten characters = 50 bits (docs/decisions/018).
 */
export const CONFIRM_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CONFIRM_CODE_LENGTH = 10;

/** Crockford's decoding: the letters people type for the digits they look like. */
const LOOKALIKES: Record<string, string> = { I: '1', L: '1', O: '0' };

/**
 * The canonical form of a typed code: upper case, hyphens and spaces dropped, look-alike letters read as
 * digits. Null when it is not a ten-character code, e.g. a code issued before this format, which is kept as typed.
 */
export function canonicalConfirmCode(typed: string): string | null {
  const code = typed
    .replace(/[\s-]/g, '')
    .toUpperCase()
    .replace(/[ILO]/g, (letter) => LOOKALIKES[letter] ?? letter);
  if (code.length !== CONFIRM_CODE_LENGTH) return null;
  return [...code].every((char) => CONFIRM_CODE_ALPHABET.includes(char)) ? code : null;
}

/** Groups of four for reading aloud: 7KQ49XM2PD shows as 7KQ4-9XM2-PD; older codes are shown as they are. */
export function formatConfirmCode(code: string): string {
  const canonical = canonicalConfirmCode(code);
  if (!canonical) return code;
  return canonical.match(/.{1,4}/g)?.join('-') ?? canonical;
}

/** A code issued before this format: 22 base64url characters, accepted as issued (decision 018). */
const ISSUED_BEFORE = /^[A-Za-z0-9_-]{22}$/;

/**
 * Whether a typed code has the shape of one we issue: ten Crockford characters in any case, with or without
 * hyphens and spaces, or one issued before this format. A form checks it before asking the server, so a slip
 * ("not a code", a code cut short) spends none of the visitor's attempts.
 */
export function isConfirmCodeShape(typed: string): boolean {
  return canonicalConfirmCode(typed) !== null || ISSUED_BEFORE.test(typed.trim());
}

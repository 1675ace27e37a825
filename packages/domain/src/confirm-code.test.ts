import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONFIRM_CODE_ALPHABET, CONFIRM_CODE_LENGTH, formatConfirmCode, isConfirmCodeShape } from './confirm-code.js';

const issuedCode = fc
  .array(fc.constantFrom(...CONFIRM_CODE_ALPHABET), { minLength: CONFIRM_CODE_LENGTH, maxLength: CONFIRM_CODE_LENGTH })
  .map((characters) => characters.join(''));

/** A code as a visitor may type it: in any case, grouped as shown, with spaces, or all run together. */
const typedCode = fc
  .tuple(issuedCode, fc.constantFrom('as shown', 'spaces', 'plain'), fc.boolean())
  .map(([code, grouping, lower]) => {
    const grouped =
      grouping === 'as shown'
        ? formatConfirmCode(code)
        : grouping === 'spaces'
          ? formatConfirmCode(code).replaceAll('-', ' ')
          : code;
    return lower ? grouped.toLowerCase() : grouped;
  });

describe('the shape of a typed confirmation code', () => {
  it('holds for every code we issue, however it is typed', () => {
    fc.assert(fc.property(typedCode, (typed) => isConfirmCodeShape(typed)));
  });

  it('holds for a code issued before the ten-character format (22 base64url characters)', () => {
    expect(isConfirmCodeShape('q3X_9vR2-aLm0PzT8wKc4d')).toBe(true);
  });

  it('fails for text that is not a code, and for a code cut short or run long', () => {
    for (const typed of ['not a code', '7KQ4-9XM2-P', '7KQ4-9XM2-PDX', '7KQ4 9XM2 PU', 'abc123XYZ789', '']) {
      expect(isConfirmCodeShape(typed), typed).toBe(false);
    }
    fc.assert(
      fc.property(issuedCode, fc.integer({ min: 1, max: 9 }), (code, cut) => !isConfirmCodeShape(code.slice(0, cut))),
    );
  });
});

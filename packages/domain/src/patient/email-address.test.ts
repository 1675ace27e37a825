import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BasicInfoSchema } from './basic-info.js';
import { EMAIL_PATTERN } from './limits.js';

const emailField = BasicInfoSchema.shape.email;
const problemWith = (value: string) => {
  const result = emailField.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

/** Plain addresses of RFC 5321 (a dot-atom, an @ and a host name) short enough for the 64-character limit. */
const plainAddress = fc.emailAddress().filter((address) => address.length <= 40);

describe('the e-mail address check', () => {
  it.each([
    'maria@example.com',
    'maria.gonzalez+flu-shots@mail.clinic.example.co.uk',
    "o'connor_j@example.ie",
    'x@example.museum',
    'j.doe-2@xn--bcher-kva.example',
    'josé@correo.example.es',
    'MARIA@EXAMPLE.COM',
  ])('accepts %s', (address) => {
    expect(problemWith(address)).toBeNull();
  });

  it.each([
    ['a display name', 'Eve<x@evil.example>'],
    ['a quoted display name', '"Eve" <x@evil.example>'],
    ['an address literal', 'x@[127.0.0.1]'],
    ['an IPv6 address literal', 'x@[IPv6:::1]'],
    ['a bare IP address', 'x@127.0.0.1'],
    ['a quoted local part', '"x y"@example.com'],
    ['a comment', 'x(comment)@example.com'],
    ['a comment after the domain', 'x@example.com (Eve)'],
    ['a list of two addresses', 'x@example.com,y@example.com'],
    ['two @', 'x@y@example.com'],
    ['a route', '@relay.example:x@example.com'],
    ['a leading dot', '.x@example.com'],
    ['two dots in a row', 'x..y@example.com'],
    ['a dot before the @', 'x.@example.com'],
    ['a label starting with a hyphen', 'x@-example.com'],
    ['an empty label', 'x@example..com'],
    ['no top-level domain', 'x@localhost'],
    ['a one-letter top-level domain', 'x@example.c'],
    ['a backslash', 'x\\y@example.com'],
  ])('refuses %s (%s) with the §5 message', (_form, address) => {
    expect(problemWith(address)).toBe('Please enter a valid email address.');
  });

  it('accepts every plain address, whatever its characters', () => {
    fc.assert(
      fc.property(plainAddress, (address) => {
        expect(EMAIL_PATTERN.test(address)).toBe(true);
      }),
    );
  });

  it('refuses a plain address wrapped in a display name, a comment, quotes or brackets', () => {
    const wrapped = fc.tuple(
      plainAddress,
      fc.string({ minLength: 1, maxLength: 10 }).filter((name) => !/[\s@]/.test(name)),
      fc.constantFrom(
        (a: string, n: string) => `${n}<${a}>`,
        (a: string, n: string) => `"${n}"<${a}>`,
        (a: string) => `<${a}>`,
        (a: string, n: string) => `${a}(${n})`,
        (a: string, n: string) => `(${n})${a}`,
        (a: string, n: string) => `"${n}"${a}`,
        (a: string) => `${a.split('@')[0]}@[${a.split('@')[1]}]`,
      ),
    );
    fc.assert(
      fc.property(wrapped, ([address, name, wrap]) => {
        expect(EMAIL_PATTERN.test(wrap(address, name))).toBe(false);
      }),
    );
  });

  it('refuses an address whose host is an IP address, in brackets or not', () => {
    fc.assert(
      fc.property(fc.ipV4(), plainAddress, (ip, address) => {
        const local = address.split('@')[0];
        expect(EMAIL_PATTERN.test(`${local}@[${ip}]`)).toBe(false);
        expect(EMAIL_PATTERN.test(`${local}@${ip}`)).toBe(false);
      }),
    );
  });
});

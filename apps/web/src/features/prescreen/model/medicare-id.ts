import { MAX_LENGTHS } from '@hs/domain';

const GROUPS = [4, 3, 4] as const;
const CHARACTERS = GROUPS.reduce((sum, size) => sum + size, 0);
const MEDICARE_ID = /^[A-Z0-9]{4}-[A-Z0-9]{3}-[A-Z0-9]{4}$/;

/**
 * Formats a Medicare Beneficiary Identifier while it is typed: letters and digits only, upper case,
 * grouped 4-3-4 with dashes, at most 13 characters (§5, §9).
 */
export function formatMedicareId(input: string): string {
  const characters = input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, CHARACTERS);
  const parts: string[] = [];
  let start = 0;
  for (const size of GROUPS) {
    const part = characters.slice(start, start + size);
    if (part) parts.push(part);
    start += size;
  }
  return parts.join('-').slice(0, MAX_LENGTHS.medicareId);
}

/** The identifier is optional; when given it must be complete. */
export const isValidMedicareId = (value: string): boolean => value === '' || MEDICARE_ID.test(value);

import parser, { type ParsedAddress } from 'parse-address';
import { standardDesignator } from './unit-designators.js';

/** Where the lines are, as the ZIP code data confirmed it; parse-address reads a line best in full context. */
export interface StreetPlace {
  cityTown: string;
  stateCode: string;
  zip: string;
}

export type StreetLinesCheck =
  | { valid: false }
  /** `changed`: the lines differ from what was typed by more than case, spacing and punctuation. */
  | { valid: true; lines: string[]; changed: boolean };

const PO_BOX = /^p\s*(?:o|ost\s*office)\s*box$/i;
const SMALL_WORDS = new Set(['of', 'the', 'and']);

const inContext = (line: string, place: StreetPlace) => `${line}, ${place.cityTown}, ${place.stateCode} ${place.zip}`;

/** Letters and digits only, lower case: what two spellings of a line must share to count as the same. */
const looseKey = (line: string) => line.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Title case for words typed all in one case ("MAIN", "oak"); a word typed in mixed case ("McKinley",
 * "DeKalb") is the visitor's own spelling and kept. Ordinals stay lower ("5th"); other letters after digits
 * are unit or house letters and go upper ("4B").
 */
function casedWord(word: string, index: number): string {
  if (/\d/.test(word)) return /^\d+(?:st|nd|rd|th)$/i.test(word) ? word.toLowerCase() : word.toUpperCase();
  if (word !== word.toLowerCase() && word !== word.toUpperCase()) return word;
  const lower = word.toLowerCase();
  if (index > 0 && SMALL_WORDS.has(lower)) return lower;
  // "winston-salem", "o'brien" but not "mary's".
  return lower.replace(
    /(^|-|'(?=\p{L}{2}))(\p{L})/gu,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

const casedWords = (text: string) => text.split(' ').filter(Boolean).map(casedWord).join(' ');

/**
 * The library drops apostrophes and periods from the street name ("O'Brien" comes back "OBrien"); each of
 * its words is taken back from the line as typed, less any punctuation around it.
 */
function typedStreetName(line: string, street: string): string {
  const typed = line.split(/\s+/).map((token) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));
  return street
    .split(' ')
    .filter(Boolean)
    .map((word) => typed.find((token) => looseKey(token) === looseKey(word)) ?? word)
    .join(' ');
}

function unitText(parsed: ParsedAddress): string | undefined {
  if (!parsed.sec_unit_type) return undefined;
  const designator = standardDesignator(parsed.sec_unit_type) ?? casedWords(parsed.sec_unit_type);
  const number = parsed.sec_unit_num?.toUpperCase();
  if (!number) return designator;
  return designator === '#' ? `#${number}` : `${designator} ${number}`;
}

/** parse-address splits "221b Baker St" into number 221 and street "b Baker"; the letter belongs to the number. */
function houseNumberAndStreet(line: string, parsed: ParsedAddress): [string, string] {
  const [number, street] = [parsed.number ?? '', parsed.street ?? ''];
  const glued = /^\s*(\d+)(\p{L})\s/u.exec(line);
  if (glued && glued[1] === number && street.toLowerCase().startsWith(`${glued[2]!.toLowerCase()} `)) {
    return [`${number}${glued[2]!.toUpperCase()}`, street.slice(2)];
  }
  return [number, street];
}

/** A house number and a street name with a letter in it, or a PO box; null for anything else. */
function standardStreetLine(line: string, place: StreetPlace): string | null {
  const parsed = parser.parseAddress(inContext(line, place));
  if (parsed?.number && parsed.street && /\p{L}/u.test(parsed.street)) {
    const [number, street] = houseNumberAndStreet(line, parsed);
    const name = casedWords(typedStreetName(line, street));
    return [number, parsed.prefix?.toUpperCase(), name, parsed.type, parsed.suffix?.toUpperCase(), unitText(parsed)]
      .filter(Boolean)
      .join(' ');
  }
  const box = parser.parseLocation(inContext(line, place));
  if (box && !box.number && box.sec_unit_type && PO_BOX.test(box.sec_unit_type) && box.sec_unit_num) {
    return `PO Box ${box.sec_unit_num.toUpperCase()}`;
  }
  return null;
}

/** A line that is only a unit ("apartment 4b", "Ste. 200", "# 3"), read by the library after a stand-in street. */
function standardUnitLine(line: string, place: StreetPlace): string | null {
  const parsed = parser.parseAddress(inContext(`1 Main St ${line}`, place));
  if (parsed?.street !== 'Main' || parsed.type !== 'St' || parsed.prefix || parsed.suffix) return null;
  return unitText(parsed) ?? null;
}

/** Normalising must never lose or add a number: if the library dropped one ("1/2"), the line stays as typed. */
const sameNumbers = (typed: string, standard: string) =>
  (typed.match(/\d+/g) ?? []).join(' ') === (standard.match(/\d+/g) ?? []).join(' ');

/**
 * Street lines checked with parse-address (decision 017). One line must be a street address (house number
 * and a street name) or a PO box, or the address is not valid. That line is rewritten in the standard way:
 * street types and directionals as USPS abbreviations ("Street" to "St", "north" to "N"), unit designators
 * likewise ("apartment" to "Apt"), words typed in one case put in title case. Another line that is only a
 * unit is rewritten the same way; any other line ("c/o Jane Doe") is kept as typed.
 */
export function checkStreetLines(lines: readonly string[], place: StreetPlace): StreetLinesCheck {
  const streetAt = lines.findIndex((line) => standardStreetLine(line, place) !== null);
  if (streetAt === -1) return { valid: false };
  const standard = lines.map((line, index) => {
    const rewritten = index === streetAt ? standardStreetLine(line, place) : standardUnitLine(line, place);
    return rewritten && sameNumbers(line, rewritten) ? rewritten : line;
  });
  const changed = standard.some((line, index) => looseKey(line) !== looseKey(lines[index]!));
  return { valid: true, lines: standard, changed };
}

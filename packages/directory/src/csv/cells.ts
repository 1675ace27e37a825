/**
 * How a CSV cell becomes a JSON value. A cell that cannot be read as its kind is passed on as written, so the
 * schema's check names the column and the value (`latitude: must be a number, not "abc"`).
 */
export type CellKind = 'text' | 'text-or-default' | 'provider-or-null' | 'number' | 'number-or-null' | 'yes-no' | 'ids';

/**
 * A clinic's id is its division and store numbers, 8 digits that often start with 0, which spreadsheets drop:
 * "1400123" names clinic 01400123.
 */
export function providerReference(cell: string): string {
  return /^\d{1,7}$/.test(cell) ? cell.padStart(8, '0') : cell;
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const YES = new Set(['yes', 'true', 'y', '1']);
const NO = new Set(['no', 'false', 'n', '0']);

export function cellValue(kind: CellKind, cell: string): unknown {
  const number = (text: string) => (NUMBER.test(text) ? Number(text) : text);
  switch (kind) {
    case 'text':
      return cell;
    case 'text-or-default':
      return cell === '' ? undefined : cell;
    case 'provider-or-null':
      return cell === '' ? null : providerReference(cell);
    case 'number':
      return cell === '' ? undefined : number(cell);
    case 'number-or-null':
      return cell === '' ? null : number(cell);
    case 'yes-no': {
      const word = cell.toLowerCase();
      if (YES.has(word)) return true;
      if (NO.has(word)) return false;
      return cell === '' ? undefined : cell;
    }
    case 'ids':
      return cell === '' ? [] : cell.split(/[\s;]+/).map(number);
  }
}

export function cellText(kind: CellKind, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (kind === 'yes-no') return value ? 'yes' : 'no';
  if (kind === 'ids') return (value as unknown[]).join(' ');
  return String(value);
}

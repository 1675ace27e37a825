import type { Path } from '../problems.js';
import { type CellKind, cellText, cellValue } from './cells.js';

/** A column of a flat CSV file and the field of the JSON entry it fills. */
export interface Column {
  name: string;
  field: readonly string[];
  kind: CellKind;
}

const column = (name: string, field: string | readonly string[], kind: CellKind = 'text'): Column => ({
  name,
  field: typeof field === 'string' ? [field] : field,
  kind,
});

const RIDE_SHARE = ['ride_share_code', 'ride_share_url', 'ride_share_discount'] as const;

/** clinics.csv: one clinic a row. Its hours are in hours.csv, or in directory.json's clinics when there is none. */
export const CLINIC_COLUMNS: readonly Column[] = [
  column('division_number', 'divisionNumber'),
  column('store_number', 'storeNumber'),
  column('business_name', 'businessName', 'text-or-default'),
  column('brand', 'brand'),
  column('name', 'name'),
  column('legal_name', 'legalName'),
  column('address_line1', ['address', 'line1']),
  column('city', ['address', 'city']),
  column('state', ['address', 'state']),
  column('postal_code', ['address', 'postalCode']),
  column('county', ['address', 'county']),
  column('latitude', 'latitude', 'number'),
  column('longitude', 'longitude', 'number'),
  column('time_zone', 'timeZone'),
  column('phone', 'phone'),
  column('accepts_walk_ins', 'acceptsWalkIns', 'yes-no'),
  column('wait_minutes', 'waitMinutes', 'number-or-null'),
  column('scheduler_enabled', 'schedulerEnabled', 'yes-no'),
  column('telehealth_enabled', 'telehealthEnabled', 'yes-no'),
  column('seats_per_slot', 'seatsPerSlot', 'number'),
  column('services', 'services', 'ids'),
  column(RIDE_SHARE[0], ['rideSharePromo', 'code']),
  column(RIDE_SHARE[1], ['rideSharePromo', 'url']),
  column(RIDE_SHARE[2], ['rideSharePromo', 'discountText']),
];

/** closures.csv: one closure a row; an empty provider closes every clinic and provider of the chain. */
export const CLOSURE_COLUMNS: readonly Column[] = [
  column('id', 'id'),
  column('provider', 'provider', 'provider-or-null'),
  column('starts', 'starts'),
  column('ends', 'ends'),
  column('reason', 'reason'),
];

function setAt(target: Record<string, unknown>, field: readonly string[], value: unknown): void {
  const [head, ...rest] = field;
  if (head === undefined) return;
  if (rest.length === 0) {
    if (value !== undefined) target[head] = value;
    return;
  }
  target[head] ??= {};
  setAt(target[head] as Record<string, unknown>, rest, value);
}

function getAt(source: unknown, field: readonly string[]): unknown {
  return field.reduce<unknown>(
    (value, name) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined),
    source,
  );
}

/** A row as the JSON entry it stands for; an all-empty ride-share promotion is none. */
export function entryOfRow(columns: readonly Column[], cells: Record<string, string>): Record<string, unknown> {
  const entry: Record<string, unknown> = {};
  for (const { name, field, kind } of columns) setAt(entry, field, cellValue(kind, cells[name] ?? ''));
  if (columns === CLINIC_COLUMNS && RIDE_SHARE.every((name) => (cells[name] ?? '') === '')) entry.rideSharePromo = null;
  return entry;
}

export function rowOfEntry(columns: readonly Column[], entry: unknown): string[] {
  return columns.map(({ field, kind }) => cellText(kind, getAt(entry, field)));
}

/** The column a path inside an entry falls in (the first of a group, for the group as a whole). */
export function columnOf(columns: readonly Column[], path: Path): string | undefined {
  const names = path.filter((part): part is string => typeof part === 'string');
  const exact = columns.find(({ field }) => field.every((name, index) => names[index] === name));
  return (exact ?? columns.find(({ field }) => field[0] === names[0]))?.name;
}

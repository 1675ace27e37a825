import { z } from 'zod';

/** A query parameter that may be repeated (`a=1&a=2`) or comma-joined (`a=1,2`); always read as a list. */
export const listParam = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
    return values
      .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
      .map((v) => (typeof v === 'string' ? v.trim() : v))
      .filter((v) => v !== '');
  }, z.array(item));

/** '0' and 'false' are false (§3), as are absent values. */
export const booleanParam = z.preprocess((value) => {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'boolean') return value;
  return !['0', 'false'].includes(String(value).toLowerCase());
}, z.boolean().optional());

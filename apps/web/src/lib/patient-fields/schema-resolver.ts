import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { FormSchema } from '@/lib/patient-fields/field-rules';

/** Every blank (null, undefined) as empty text, at any depth: what the rules read and the form goes on with. */
export function blanksAsText(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(blanksAsText);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, blanksAsText(item)]));
  }
  return value;
}

/**
 * A sub-page's rules as react-hook-form's resolver: valid values go on with blanks read as empty text; otherwise
 * each field shows its first problem, with the rule it broke as the error's type ('required', 'minimumAge', …)
 * for the constraint-error analytics (§7). The rules are plain functions, so the form needs no schema library.
 */
export function schemaResolver<T extends FieldValues>(schema: FormSchema<T>): Resolver<T> {
  return (values, _context, options) => {
    const read = blanksAsText(values) as T;
    const errors: Record<string, FieldError> = {};
    for (const [path, problem] of schema(read)) {
      if (problem) errors[path] ??= { type: problem.rule, message: problem.message };
    }
    if (Object.keys(errors).length === 0) return { values: read, errors: {} };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

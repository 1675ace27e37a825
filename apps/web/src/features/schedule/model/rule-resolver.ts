import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The rule an issue stands for: the one `report` put in a custom issue's params, else zod's own code. */
export function ruleOfIssue(issue: z.core.$ZodIssue): string {
  const rule = issue.code === 'custom' ? issue.params?.rule : undefined;
  return typeof rule === 'string' ? rule : issue.code;
}

/**
 * A sub-page's resolver: zodResolver's errors, except that each error's type is the rule its field broke
 * ('required', 'pattern', 'minimumAge', …) where zodResolver says 'custom' for every rule the schemas check in
 * code, so the constraint-error analytics name the rule (§7). A field's first issue is its error, as the forms
 * show one message a field.
 */
export function ruleResolver<T extends FieldValues>(schema: z.ZodType<T, T>): Resolver<T> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      errors[issue.path.join('.')] ??= { type: ruleOfIssue(issue), message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

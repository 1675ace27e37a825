import { isAnalyticsName } from '@hs/domain';

/** One failed rule on one field, as user-constraint-error reports it: names only, never the value. */
export interface ConstraintError {
  fieldName: string;
  rule: string;
}

/** A react-hook-form error tree, read without react-hook-form's types so this stays free of any form library. */
type ErrorTree = { readonly [key: string]: unknown };

const isLeaf = (node: object): node is { type?: unknown; message?: unknown } =>
  'message' in node && (typeof node.message === 'string' || 'type' in node);

/**
 * Every field of a form's errors with the rule it broke: the error's type (zod's issue code, 'required', …)
 * or, where the resolver leaves it empty, the rule its message stands for; 'invalid' when neither names one.
 * Field paths join with dots, as the controls' names do ('insurance.primary.memberId').
 */
export function constraintErrorsOf(
  errors: ErrorTree,
  ruleForMessage: (message: string) => string | undefined = () => undefined,
  prefix = '',
): ConstraintError[] {
  return Object.entries(errors).flatMap(([key, node]): ConstraintError[] => {
    if (!node || typeof node !== 'object' || key === 'ref') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    if (!isLeaf(node)) return constraintErrorsOf(node as ErrorTree, ruleForMessage, path);
    if (!isAnalyticsName(path)) return [];
    const type = typeof node.type === 'string' && isAnalyticsName(node.type) ? node.type : undefined;
    const fromMessage = typeof node.message === 'string' ? ruleForMessage(node.message) : undefined;
    return [{ fieldName: path, rule: type ?? fromMessage ?? 'invalid' }];
  });
}

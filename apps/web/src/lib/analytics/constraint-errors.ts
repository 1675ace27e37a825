import { ANALYTICS_RULES, type AnalyticsField, type AnalyticsRule, isListed } from '@hs/contracts';
import { isAnalyticsName } from '@hs/domain';
import { analyticsField } from './analytics-names';

/** One failed rule on one field, as user-constraint-error reports it: names only, never the value. */
export interface ConstraintError {
  fieldName: AnalyticsField;
  rule: AnalyticsRule;
}

/** A react-hook-form error tree, read without react-hook-form's types so this stays free of any form library. */
type ErrorTree = { readonly [key: string]: unknown };

const isLeaf = (node: object): node is { type?: unknown; message?: unknown } =>
  'message' in node && (typeof node.message === 'string' || 'type' in node);

/** An error's type when it names a rule (checked against the API's list in development, as field names are). */
function ruleOf(type: unknown): AnalyticsRule | undefined {
  if (typeof type !== 'string' || !isAnalyticsName(type)) return undefined;
  if (import.meta.env.DEV && !isListed(ANALYTICS_RULES, type)) return undefined;
  return type as AnalyticsRule;
}

/**
 * Every field of a form's errors with the rule it broke: the error's type (zod's issue code, 'required', …)
 * or, where the resolver leaves it empty, the rule its message stands for; 'invalid' when neither names one.
 * Field paths join with dots, as the controls' names do ('insurance.primary.memberId'); a path the API does
 * not list is left out.
 */
export function constraintErrorsOf(
  errors: ErrorTree,
  ruleForMessage: (message: string) => AnalyticsRule | undefined = () => undefined,
  prefix = '',
): ConstraintError[] {
  return Object.entries(errors).flatMap(([key, node]): ConstraintError[] => {
    if (!node || typeof node !== 'object' || key === 'ref') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    if (!isLeaf(node)) return constraintErrorsOf(node as ErrorTree, ruleForMessage, path);
    const fieldName = analyticsField(path);
    if (!fieldName) return [];
    const type = ruleOf(node.type);
    const fromMessage = typeof node.message === 'string' ? ruleForMessage(node.message) : undefined;
    return [{ fieldName, rule: type ?? fromMessage ?? 'invalid' }];
  });
}

import type { FormSchema, Problem } from '@/lib/patient-fields/field-rules';
import { blanksAsText } from '@/lib/patient-fields/schema-resolver';

/** Each field's first problem after checking `values` as the form does, keyed by the dotted field path. */
function problemsOf<T>(schema: FormSchema<T>, values: T): Map<string, Problem> {
  const found = new Map<string, Problem>();
  for (const [path, problem] of schema(blanksAsText(values) as T)) {
    if (problem && !found.has(path)) found.set(path, problem);
  }
  return found;
}

/** Each field's message, as the form shows it. */
export function messagesOf<T>(schema: FormSchema<T>, values: T): Record<string, string> {
  return Object.fromEntries([...problemsOf(schema, values)].map(([path, problem]) => [path, problem.message]));
}

/** Each field's broken rule, as the constraint-error analytics name it. */
export function rulesOf<T>(schema: FormSchema<T>, values: T): Record<string, string> {
  return Object.fromEntries([...problemsOf(schema, values)].map(([path, problem]) => [path, problem.rule]));
}

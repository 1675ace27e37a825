import type { FormSchema } from '@/features/schedule/model/field-rules';
import { blanksAsText } from '@/features/schedule/model/schema-resolver';

/** Each field's message after checking `values` as the form does, keyed by the dotted field path. */
export function messagesOf<T>(schema: FormSchema<T>, values: T): Record<string, string> {
  const problems = schema(blanksAsText(values) as T).filter(([, problem]) => problem !== null);
  return Object.fromEntries(problems.reverse().map(([path, problem]) => [path, problem as string]));
}

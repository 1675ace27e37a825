import type { z } from 'zod';

/** Each field's message after validating `values`, keyed by the dotted field path. */
export function messagesOf(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

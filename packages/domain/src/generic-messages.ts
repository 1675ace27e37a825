/**
 * §5 "Generic messages": what an input says when its rule has no message of its own, in the form and in
 * the API's 400 answers alike. Messages the spec gives a field (or leaves to content) replace these.
 */
export const GENERIC_MESSAGES = {
  required: 'Input is required.',
  pattern: 'Input must be valid.',
  maxLength: (n: number) => `Input must be ${n} characters or less.`,
  min: (n: number) => `Input must be ${n} or more.`,
  max: (n: number) => `Input must be ${n} or less.`,
  selection: 'A selection is required.',
} as const;

/** The value of the 'Other' box in checklists, kept apart from any option a content editor might name Other. */
export const OTHER_CHOICE = '__other__';

/** Checked options without the Other box. */
export const namedChoices = (choices: readonly string[]) => choices.filter((choice) => choice !== OTHER_CHOICE);

export const hasOther = (choices: readonly string[]) => choices.includes(OTHER_CHOICE);

/** A checkbox group's value: react-hook-form gives an array, or false/a string for a single box. */
export function asChoices(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** §5: the text of Other is trimmed before it is checked and kept. */
export const trimmed = (value: string) => value.trim();

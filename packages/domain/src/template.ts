const PLACEHOLDER = /\{(\w+)\}/g;

/** 'Hello {firstName},' with `{ firstName: 'Amara' }`: 'Hello Amara,'. A name without a value stays as written. */
export const fillTemplate = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);

/** The names a template fills, sorted: ['place', 'when'] for 'On {when} at {place}.' */
export const templateNames = (template: string): string[] =>
  [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]!))].sort();

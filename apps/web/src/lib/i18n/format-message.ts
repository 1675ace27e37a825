/**
 * A message as the build compiles it (Lingui's compiled form, vite-plugins/message-catalogs.ts): text, and
 * placeholders `[name]` or choices `[name, 'plural' | 'selectordinal' | 'select', { one: […], other: […] }]`.
 */
export type CompiledToken = string | [name: string, kind?: string, choices?: unknown];
/** A message that is only text is that text. */
export type CompiledMessage = string | CompiledToken[];
type Choices = Record<string, CompiledToken[]> & { offset?: number };

/** Where a plural choice puts its number. */
const NUMBER_SIGN = '#';

/**
 * Fills a compiled message in: the ICU rules were applied at build time, so what is left is to pick a choice by
 * the language's plural rules (Spanish: one, many, other) and to put the values in.
 */
export function formatMessage(message: CompiledMessage, values: Record<string, unknown>, locale: string): string {
  if (typeof message === 'string') return message;
  const fill = (tokens: CompiledToken[], count?: string): string =>
    tokens
      .map((token) => {
        if (typeof token === 'string') return count !== undefined && token === NUMBER_SIGN ? count : token;
        const [name, kind, options] = token;
        const value = values[name];
        if (kind !== 'plural' && kind !== 'selectordinal' && kind !== 'select') return String(value ?? '');
        const choices = options as Choices;
        if (kind === 'select') return fill(choices[String(value)] ?? choices.other ?? [], count);
        const number = Number(value) - (choices.offset ?? 0);
        const type = kind === 'plural' ? 'cardinal' : 'ordinal';
        // An exact match (`=0`) compiles to its number.
        const exact = choices[String(value)];
        const chosen = exact ?? choices[new Intl.PluralRules(locale, { type }).select(number)] ?? choices.other ?? [];
        return fill(chosen, new Intl.NumberFormat(locale).format(number));
      })
      .join('');
  return fill(message);
}

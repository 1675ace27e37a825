import type { LicensureState } from '@hs/contracts';
import { stateCodeFrom } from '@hs/domain';

/**
 * The state the typed location names, if any: the whole text ('Colorado', 'CO') or its last part after a
 * comma or space ('Denver, CO', 'Denver Colorado', 'Salt Lake City, Utah 84101').
 */
export function stateCodeInLocation(location: string): string | undefined {
  const text = location.trim().replace(/\s+/g, ' ');
  if (!text) return undefined;
  const whole = stateCodeFrom(text);
  if (whole) return whole;
  const afterComma =
    text
      .split(',')
      .at(-1)
      ?.trim()
      .replace(/\s+\d{5}(-\d{4})?$/, '') ?? '';
  const candidates = [afterComma];
  const words = afterComma.split(' ');
  // Two-word state names ('New York', 'North Carolina') come before single words.
  if (words.length >= 2) candidates.push(words.slice(-3).join(' '), words.slice(-2).join(' '));
  candidates.push(words.at(-1) ?? '');
  for (const candidate of candidates) {
    const code = candidate ? stateCodeFrom(candidate) : undefined;
    if (code) return code;
  }
  return undefined;
}

/** §2: the select starts on the state the location names, when it is one of the selectable states. */
export function preselectedState(location: string, states: readonly LicensureState[]): string {
  const code = stateCodeInLocation(location);
  return code && states.some((state) => state.code === code) ? code : '';
}

import { stateCodeNamed } from './state-names';

/**
 * The state a typed location names, if any: the whole text ('Colorado', 'CO', 'Nueva York') or its last part after
 * a comma or space ('Denver, CO', 'Denver Colorado', 'Raleigh, Carolina del Norte', 'Salt Lake City, Utah 84101').
 */
export function stateCodeInLocation(location: string): string | undefined {
  const text = location.trim().replace(/\s+/g, ' ');
  if (!text) return undefined;
  const whole = stateCodeNamed(text);
  if (whole) return whole;
  const afterComma =
    text
      .split(',')
      .at(-1)
      ?.trim()
      .replace(/\s+\d{5}(-\d{4})?$/, '') ?? '';
  const candidates = [afterComma];
  const words = afterComma.split(' ');
  // Names of several words ('New York', 'Carolina del Norte') come before single words.
  if (words.length >= 2) candidates.push(words.slice(-3).join(' '), words.slice(-2).join(' '));
  candidates.push(words.at(-1) ?? '');
  for (const candidate of candidates) {
    const code = candidate ? stateCodeNamed(candidate) : undefined;
    if (code) return code;
  }
  return undefined;
}

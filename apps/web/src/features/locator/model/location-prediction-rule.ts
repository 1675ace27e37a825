/**
 * §5 Locator: predictions are asked for only for a 5-digit ZIP code, or for text longer than 2 characters
 * that is not numeric (a partial ZIP code would match too much to help).
 */
export function wantsPredictions(text: string): boolean {
  const trimmed = text.trim();
  if (/^\d{5}$/.test(trimmed)) return true;
  return trimmed.length > 2 && !/^[\d\s-]+$/.test(trimmed);
}

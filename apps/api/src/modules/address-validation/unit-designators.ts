/**
 * The secondary unit designators parse-address recognises, each family spelt as its pattern there allows
 * ("apartment", "apartmt", "apt"), with the abbreviation USPS Publication 28 (appendix C2) gives it. The
 * library finds the designator; this only decides how it is written back.
 */
const DESIGNATORS: readonly (readonly [RegExp, string])[] = [
  [/^su?i?te$/, 'Ste'],
  [/^ap(?:ar)?t(?:me?nt)?$/, 'Apt'],
  [/^dep(?:ar)?t(?:me?nt)?$/, 'Dept'],
  [/^ro*m$/, 'Rm'],
  [/^flo*r?$/, 'Fl'],
  [/^uni?t$/, 'Unit'],
  [/^bu?i?ldi?n?g$/, 'Bldg'],
  [/^ha?nga?r$/, 'Hngr'],
  [/^lo?t$/, 'Lot'],
  [/^pier$/, 'Pier'],
  [/^slip$/, 'Slip'],
  [/^spa?ce?$/, 'Spc'],
  [/^stop$/, 'Stop'],
  [/^tra?i?le?r$/, 'Trlr'],
  [/^box$/, 'Box'],
  [/^ba?se?me?n?t$/, 'Bsmt'],
  [/^fro?nt$/, 'Frnt'],
  [/^lo?bby$/, 'Lbby'],
  [/^lowe?r$/, 'Lowr'],
  [/^off?i?ce?$/, 'Ofc'],
  [/^pe?n?t?ho?u?s?e?$/, 'PH'],
  [/^rear$/, 'Rear'],
  [/^side$/, 'Side'],
  [/^uppe?r$/, 'Uppr'],
];

/** The standard spelling of a designator parse-address matched, or undefined for one it does not list. */
export function standardDesignator(designator: string): string | undefined {
  if (designator === '#') return '#';
  const key = designator.toLowerCase().replace(/[^a-z]/g, '');
  return DESIGNATORS.find(([pattern]) => pattern.test(key))?.[1];
}

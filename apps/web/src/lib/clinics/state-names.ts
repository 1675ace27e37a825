import { stateCodeFrom, US_STATES } from '@hs/domain';
import { shownLanguage, translate } from '@/lib/i18n/i18n';
import { formatLocale } from '@/lib/i18n/language';
import type { MessageId } from '@/locales/source-messages';

type UsStateCode = (typeof US_STATES)[number]['code'];

/**
 * Each state's name in the catalog, by its code: Intl.DisplayNames names countries, not US states. Literal ids, as
 * the build shortens only those.
 */
const STATE_NAMES: Record<UsStateCode, MessageId> = {
  AL: 'controls.state.AL',
  AK: 'controls.state.AK',
  AZ: 'controls.state.AZ',
  AR: 'controls.state.AR',
  CA: 'controls.state.CA',
  CO: 'controls.state.CO',
  CT: 'controls.state.CT',
  DE: 'controls.state.DE',
  DC: 'controls.state.DC',
  FL: 'controls.state.FL',
  GA: 'controls.state.GA',
  HI: 'controls.state.HI',
  ID: 'controls.state.ID',
  IL: 'controls.state.IL',
  IN: 'controls.state.IN',
  IA: 'controls.state.IA',
  KS: 'controls.state.KS',
  KY: 'controls.state.KY',
  LA: 'controls.state.LA',
  ME: 'controls.state.ME',
  MD: 'controls.state.MD',
  MA: 'controls.state.MA',
  MI: 'controls.state.MI',
  MN: 'controls.state.MN',
  MS: 'controls.state.MS',
  MO: 'controls.state.MO',
  MT: 'controls.state.MT',
  NE: 'controls.state.NE',
  NV: 'controls.state.NV',
  NH: 'controls.state.NH',
  NJ: 'controls.state.NJ',
  NM: 'controls.state.NM',
  NY: 'controls.state.NY',
  NC: 'controls.state.NC',
  ND: 'controls.state.ND',
  OH: 'controls.state.OH',
  OK: 'controls.state.OK',
  OR: 'controls.state.OR',
  PA: 'controls.state.PA',
  RI: 'controls.state.RI',
  SC: 'controls.state.SC',
  SD: 'controls.state.SD',
  TN: 'controls.state.TN',
  TX: 'controls.state.TX',
  UT: 'controls.state.UT',
  VT: 'controls.state.VT',
  VA: 'controls.state.VA',
  WA: 'controls.state.WA',
  WV: 'controls.state.WV',
  WI: 'controls.state.WI',
  WY: 'controls.state.WY',
};

const isStateCode = (code: string): code is UsStateCode => Object.hasOwn(STATE_NAMES, code);

/** A state's name in the language shown ('New York', 'Nueva York'); an unknown code is shown as it is. */
export const stateName = (code: string): string => (isStateCode(code) ? translate(STATE_NAMES[code]) : code);

/** Text as people may type it: in any case, with or without accents, its spaces collapsed. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The state `text` names: its code or English name, as the API reads them, or its name in the language shown
 * ('Nueva York', 'Míchigan'), with or without its accents; undefined for anything else.
 */
export function stateCodeNamed(text: string): UsStateCode | undefined {
  const typed = folded(text);
  if (!typed) return undefined;
  const codes = Object.keys(STATE_NAMES) as UsStateCode[];
  return stateCodeFrom(typed) ?? codes.find((code) => folded(translate(STATE_NAMES[code])) === typed);
}

/** States (the 50 and DC unless told) as options of a select, by name in the language shown (§3: sorted by name). */
export function stateOptions(codes: readonly string[] = US_STATES.map((state) => state.code)) {
  const locale = formatLocale(shownLanguage());
  return codes
    .map((code) => ({ value: code, label: stateName(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

import { shownLanguage } from '@/lib/i18n/i18n';
import { formatLocale } from '@/lib/i18n/language';
import { pseudoText } from '@/locales/pseudo-text';

const unit = (locale: string, name: 'hour' | 'minute', value: number) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);

/**
 * A span of minutes as the language shown writes it: '1 hr 5 min', '2 hr', '25 min' ('1 h 5 min' in Spanish).
 * Intl's units and unit lists, as Intl.DurationFormat would, which the Node our tests run on lacks.
 */
export function formatDuration(totalMinutes: number): string {
  const locale = formatLocale(shownLanguage());
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const parts = [
    ...(hours > 0 ? [unit(locale, 'hour', hours)] : []),
    ...(minutes > 0 || hours === 0 ? [unit(locale, 'minute', minutes)] : []),
  ];
  const text = new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format(parts);
  return shownLanguage() === 'pseudo' ? pseudoText(text) : text;
}

import { shownLanguage, translate } from '@/lib/i18n/i18n';
import { formatLocale } from '@/lib/i18n/language';

/** "2.3 miles": distance to one decimal on cards (§9), as the language shown writes numbers; the data keeps six. */
export function milesText(distance: number): string {
  const count = Number(distance.toFixed(1));
  const miles = new Intl.NumberFormat(formatLocale(shownLanguage()), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(count);
  return translate('controls.distance', { count, miles });
}

/** §3: a US number shown as (xxx) xxx-xxxx; anything that is not ten digits stays as written. */
export function formatUsPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (digits.length !== 10) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

import { DIETITIAN_DATE_WINDOW } from '@hs/domain';
import { addDays, formatUsDate, type IsoDate, parseUsDate } from '@/lib/dates/us-date';

export type DateCheck = { ok: true; date: IsoDate } | { ok: false; message: string };

/** §5 dietitian dates: 3 to 90 days from today, typed as mm/dd/yyyy. */
export function checkDietitianDate(text: string, today: IsoDate): DateCheck {
  const date = parseUsDate(text);
  if (!date) return { ok: false, message: 'Date is invalid' };
  const min = addDays(today, DIETITIAN_DATE_WINDOW.minDaysAhead);
  const max = addDays(today, DIETITIAN_DATE_WINDOW.maxDaysAhead);
  if (date < min) return { ok: false, message: `Date must be on or after ${formatUsDate(min)}.` };
  if (date > max) return { ok: false, message: `Date must be on or before ${formatUsDate(max)}.` };
  return { ok: true, date };
}

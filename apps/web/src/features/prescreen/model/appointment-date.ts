import type { AppointmentDateQuestion } from '@hs/content';
import { addDays, formatUsDate, type IsoDate, parseUsDate } from '@/lib/dates/us-date';

export interface DateWindow {
  min: IsoDate;
  max: IsoDate;
}

/** The dates a patient may choose: minDaysAhead to maxDaysAhead days from today (dietitian: 3 to 90, §9). */
export function appointmentDateWindow(
  question: Pick<AppointmentDateQuestion, 'minDaysAhead' | 'maxDaysAhead'>,
  today: IsoDate,
): DateWindow {
  return { min: addDays(today, question.minDaysAhead), max: addDays(today, question.maxDaysAhead) };
}

/** The configured message for the first rule the typed date breaks, or undefined when it is in the window. */
export function appointmentDateError(
  text: string,
  question: AppointmentDateQuestion,
  today: IsoDate,
): string | undefined {
  if (text.trim() === '') return question.requiredMessage;
  const date = parseUsDate(text);
  if (!date) return question.invalidMessage;
  const window = appointmentDateWindow(question, today);
  if (date < window.min) return question.tooEarlyMessage.replace('{date}', formatUsDate(window.min));
  if (date > window.max) return question.tooLateMessage.replace('{date}', formatUsDate(window.max));
  return undefined;
}

/** The search's date as the form shows it, when it lies inside the window; otherwise empty. */
export function prefilledDate(
  question: AppointmentDateQuestion,
  searchDate: IsoDate | undefined,
  today: IsoDate,
): string {
  if (!question.prefillFromSearch || !searchDate) return '';
  const window = appointmentDateWindow(question, today);
  return searchDate >= window.min && searchDate <= window.max ? formatUsDate(searchDate) : '';
}

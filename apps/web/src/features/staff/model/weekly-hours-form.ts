import { WEEKDAYS } from '@hs/domain';
import type { WeeklyHours } from '@/features/staff/api/hours-queries';

export type Weekday = (typeof WEEKDAYS)[number];

export interface DayFields {
  closed: boolean;
  opens: string;
  closes: string;
  breaks: { start: string; end: string }[];
}
export type WeeklyHoursFields = Record<Weekday, DayFields>;

/** The form as the clinic's hours stand; a closed day starts with no times. */
export function fieldsOfHours(hours: WeeklyHours): WeeklyHoursFields {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const open = hours[day];
      const fields: DayFields = open
        ? { closed: false, opens: open.opens, closes: open.closes, breaks: open.breaks.map((b) => ({ ...b })) }
        : { closed: true, opens: '', closes: '', breaks: [] };
      return [day, fields];
    }),
  ) as WeeklyHoursFields;
}

/** The hours the form says, as PUT weekly-hours takes them: a closed day is null, whatever times it still holds. */
export function hoursOfFields(fields: WeeklyHoursFields): WeeklyHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const { closed, opens, closes, breaks } = fields[day];
      return [day, closed ? null : { opens, closes, breaks: breaks.map(({ start, end }) => ({ start, end })) }];
    }),
  ) as WeeklyHours;
}

/**
 * The form field a server error names: `hours.monday.closes` is `monday.closes`, and a break as a whole
 * (`hours.monday.breaks.0`) is its start. Undefined for the week as a whole or a name the form does not have.
 */
export function formFieldOf(serverField: string | undefined): string | undefined {
  const match = /^hours\.([a-z]+)\.(opens|closes|breaks\.(\d+)(?:\.(start|end))?)$/.exec(serverField ?? '');
  if (!match || !(WEEKDAYS as readonly string[]).includes(match[1] ?? '')) return undefined;
  const [, day, part, index, end] = match;
  return index === undefined ? `${day}.${part}` : `${day}.breaks.${index}.${end ?? 'start'}`;
}

/** The element id of a form field, for labels and the error summary. */
export const fieldIdOf = (field: string) => `hours-${field.replace(/\./g, '-')}`;

/** The server's message without the field name it begins with: "Closes at 09:00, which is not after…". */
export function fieldMessage(message: string, serverField: string): string {
  const text = message.startsWith(`${serverField}: `) ? message.slice(serverField.length + 2) : message;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const onQuarter = (time: string) => Number(time.slice(3)) % 15 === 0;

/** What is wrong with a time the form asks for, before anything is sent; true when nothing. */
export function timeProblem(time: string, missing: string): string | true {
  if (!time) return missing;
  return onQuarter(time) || 'Use a time on the quarter hour (:00, :15, :30 or :45).';
}

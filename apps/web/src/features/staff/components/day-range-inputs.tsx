import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ErrorSummaryItem } from '@/components/ui/error-summary';
import { TextInput } from '@/components/ui/text-input';
import { isIsoDate } from '@/lib/dates/us-date';

type WithDays = FieldValues & { from: string; to: string };

const FIELDS = ['from', 'to'] as const;

const dateRule = (which: string) => (value: unknown) =>
  !value || isIsoDate(String(value)) || `Enter the ${which} day as a date.`;

/** The first and last day of a filter's days, each a date or empty, the last not before the first. */
export function DayRangeInputs<T extends WithDays>({ form, idPrefix }: { form: UseFormReturn<T>; idPrefix: string }) {
  const rules = {
    from: { date: dateRule('first') },
    to: {
      date: dateRule('last'),
      order: (value: unknown, values: T) =>
        !value || !values.from || values.from <= String(value) || 'The last day cannot be before the first.',
    },
  };
  return FIELDS.map((name) => (
    <TextInput
      key={name}
      id={`${idPrefix}-${name}`}
      label={name === 'from' ? 'From' : 'To'}
      type="date"
      error={form.getFieldState(name as Path<T>, form.formState).error?.message}
      {...form.register(name as Path<T>, { validate: rules[name] })}
    />
  ));
}

/** The days' problems, for the form's error summary: each links to its field. */
export function dayRangeProblems<T extends WithDays>(form: UseFormReturn<T>, idPrefix: string): ErrorSummaryItem[] {
  return FIELDS.flatMap((name) => {
    const message = form.getFieldState(name as Path<T>, form.formState).error?.message;
    return message ? [{ fieldId: `${idPrefix}-${name}`, message }] : [];
  });
}

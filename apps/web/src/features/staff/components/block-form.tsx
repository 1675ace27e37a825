import { useForm } from 'react-hook-form';
import { Radios } from '@/components/ui/radios';
import { useBlockTime } from '@/features/staff/api/hours-queries';
import { dayHeading } from '@/features/staff/model/clinic-time';
import { clockTime } from '@/features/staff/model/hours-labels';
import { requestProblem } from '@/features/staff/model/request-problem';
import {
  after,
  DayField,
  DayTimesRow,
  errorItems,
  fieldsOf,
  HoursFormFrame,
  needed,
  ReasonField,
} from './hours-form-parts';
import { useBookingsGuard } from './use-bookings-guard';

interface BlockFields {
  date: string;
  from: string;
  to: string;
  repeats: 'once' | 'weekly';
  until: string;
  reason: string;
}

const FIELD_IDS: Record<keyof BlockFields, string> = {
  date: 'block-date',
  from: 'block-from',
  to: 'block-to',
  repeats: 'block-repeats',
  until: 'block-until',
  reason: 'block-reason',
};

const REPEAT_OPTIONS = [
  { value: 'once', label: 'Once' },
  { value: 'weekly', label: 'Every week until a date' },
];

/** Takes time out of what can be booked (a meeting, training), once or weekly, for a reason only staff see. */
export function BlockForm({ clinicId, onDone }: { clinicId: string; onDone: (message: string) => void }) {
  const block = useBlockTime(clinicId);
  const guard = useBookingsGuard(block);
  const form = useForm<BlockFields>({
    defaultValues: { date: '', from: '', to: '', repeats: 'once', until: '', reason: '' },
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  const weekly = form.watch('repeats') === 'weekly';
  const field = fieldsOf(form, FIELD_IDS);

  const applied = (message: string) => {
    form.reset();
    onDone(message);
  };
  const submit = form.handleSubmit((values) => {
    const span = `${clockTime(values.from)} to ${clockTime(values.to)}`;
    const what =
      values.repeats === 'weekly'
        ? `${span} every week from ${dayHeading(values.date)} to ${dayHeading(values.until)}`
        : `${dayHeading(values.date)}, ${span}`;
    guard.apply(
      {
        date: values.date,
        from: values.from,
        to: values.to,
        reason: values.reason.trim(),
        ...(values.repeats === 'weekly' ? { repeatsWeeklyUntil: values.until } : {}),
      },
      `Block ${what}`,
      `Blocked: ${what}.`,
      applied,
    );
  });

  return (
    <>
      <HoursFormFrame
        headingId="block-heading"
        heading="Block time"
        lead="Visitors can no longer book these times; they see no reason."
        items={errorItems(errors, FIELD_IDS)}
        submitCount={submitCount}
        problem={
          guard.formProblem
            ? { key: block.submittedAt, text: requestProblem(guard.formProblem, 'The time could not be blocked.') }
            : null
        }
        submitLabel="Block the time"
        pending={block.isPending}
        onSubmit={submit}
      >
        <DayTimesRow
          day={field('date', 'Date', { validate: needed('Enter the day to block.') })}
          from={field('from', 'From', { validate: needed('Enter when the blocked time starts.') })}
          to={field('to', 'To', {
            validate: (value, values) =>
              after(values.from, 'Enter when the blocked time ends.', 'End the blocked time after it starts.')(value),
          })}
        />
        <Radios
          name="repeats"
          id={FIELD_IDS.repeats}
          legend="How often"
          options={REPEAT_OPTIONS}
          inline
          inputProps={form.register('repeats')}
        />
        {weekly ? (
          <DayField
            hint="The last day it may fall on, within a year."
            field={field('until', 'Every week until', {
              validate: (value, values) =>
                values.repeats !== 'weekly' ||
                after(values.date, 'Enter the last day to block.', 'End the weeks after the first day.', true)(value),
            })}
          />
        ) : null}
        <ReasonField
          hint="Staff see it; visitors never do."
          field={field('reason', 'Internal reason', { validate: needed('Enter why the time is blocked.') })}
        />
      </HoursFormFrame>
      {guard.dialog(applied)}
    </>
  );
}

import { CLOSURE_REASON_MAX } from '@hs/contracts/staff-hours';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/ui/error-summary';
import { Radios } from '@/components/ui/radios';
import { TextInput } from '@/components/ui/text-input';
import { useBlockTime } from '@/features/staff/api/hours-queries';
import { dayHeading } from '@/features/staff/model/clinic-time';
import { clockTime } from '@/features/staff/model/hours-labels';
import { requestProblem } from '@/features/staff/model/request-problem';
import styles from './hours-form.module.css';
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
  const items: ErrorSummaryItem[] = (Object.keys(FIELD_IDS) as (keyof BlockFields)[]).flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ fieldId: FIELD_IDS[field], message }] : [];
  });
  const needed = (message: string) => (value: string) => value.trim() !== '' || message;

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
      <form onSubmit={submit} noValidate className={styles.form} aria-labelledby="block-heading">
        <h2 id="block-heading">Block time</h2>
        <p>Visitors can no longer book these times; they see no reason.</p>
        <ErrorSummary name={null} items={items} focusKey={submitCount} />
        {guard.formProblem ? (
          <Alert key={block.submittedAt} name={null} variant="error">
            {requestProblem(guard.formProblem, 'The time could not be blocked.')}
          </Alert>
        ) : null}
        <div className={styles.row}>
          <TextInput
            id={FIELD_IDS.date}
            label="Date"
            type="date"
            width="medium"
            error={errors.date?.message}
            {...form.register('date', { validate: needed('Enter the day to block.') })}
          />
          <TextInput
            id={FIELD_IDS.from}
            label="From"
            type="time"
            step={900}
            width="short"
            error={errors.from?.message}
            {...form.register('from', { validate: needed('Enter when the blocked time starts.') })}
          />
          <TextInput
            id={FIELD_IDS.to}
            label="To"
            type="time"
            step={900}
            width="short"
            error={errors.to?.message}
            {...form.register('to', {
              validate: (value, values) =>
                !value
                  ? 'Enter when the blocked time ends.'
                  : value > values.from || 'End the blocked time after it starts.',
            })}
          />
        </div>
        <Radios
          name="repeats"
          id={FIELD_IDS.repeats}
          legend="How often"
          options={REPEAT_OPTIONS}
          inline
          inputProps={form.register('repeats')}
        />
        {weekly ? (
          <TextInput
            id={FIELD_IDS.until}
            label="Every week until"
            hint="The last day it may fall on, within a year."
            type="date"
            width="medium"
            error={errors.until?.message}
            {...form.register('until', {
              validate: (value, values) =>
                values.repeats !== 'weekly' ||
                (!value
                  ? 'Enter the last day to block.'
                  : value >= values.date || 'End the weeks after the first day.'),
            })}
          />
        ) : null}
        <TextInput
          id={FIELD_IDS.reason}
          label="Internal reason"
          hint="Staff see it; visitors never do."
          maxLength={CLOSURE_REASON_MAX}
          autoComplete="off"
          error={errors.reason?.message}
          {...form.register('reason', { validate: needed('Enter why the time is blocked.') })}
        />
        <Button type="submit" disabled={block.isPending}>
          Block the time
        </Button>
      </form>
      {guard.dialog(applied)}
    </>
  );
}

import { useForm } from 'react-hook-form';
import { Radios } from '@/components/ui/radios';
import { type ClosureInput, useAddClosure } from '@/features/staff/api/hours-queries';
import { needsVerification } from '@/features/staff/api/passkey-ceremonies';
import { dayHeading } from '@/features/staff/model/clinic-time';
import { clockTime } from '@/features/staff/model/hours-labels';
import { passkeyProblemOf, signInProblemText } from '@/features/staff/model/passkey-errors';
import { requestProblem } from '@/features/staff/model/request-problem';
import { isApiRequestError } from '@/lib/api/api-client';
import styles from './hours-form.module.css';
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

type ClosureKind = 'part' | 'whole';

interface ClosureFields {
  kind: ClosureKind | '';
  date: string;
  from: string;
  to: string;
  firstDay: string;
  lastDay: string;
  reason: string;
}

const FIELD_IDS: Record<keyof ClosureFields, string> = {
  kind: 'closure-kind',
  date: 'closure-date',
  from: 'closure-from',
  to: 'closure-to',
  firstDay: 'closure-first-day',
  lastDay: 'closure-last-day',
  reason: 'closure-reason',
};

const KIND_OPTIONS = [
  { value: 'part', label: 'Part of a day', hint: 'Closing early or opening late.' },
  { value: 'whole', label: 'Whole days', hint: 'Asks you to confirm it is you with your passkey.' },
];

/** Why the closure failed: the passkey check's own problem, or the server's refusal. */
function closureProblem(error: unknown): string {
  if (!isApiRequestError(error) || needsVerification(error)) {
    const { title, advice } = signInProblemText(passkeyProblemOf(error));
    return `Confirming it is you did not work. ${title} ${advice}`;
  }
  return requestProblem(error, 'The clinic could not be closed.');
}

function request(values: ClosureFields, kind: ClosureKind): { closure: ClosureInput; what: string } {
  const reason = values.reason.trim();
  if (kind === 'whole') {
    const days =
      values.firstDay === values.lastDay
        ? dayHeading(values.firstDay)
        : `${dayHeading(values.firstDay)} to ${dayHeading(values.lastDay)}`;
    return { closure: { starts: values.firstDay, ends: values.lastDay, reason }, what: days };
  }
  return {
    closure: { starts: `${values.date}T${values.from}`, ends: `${values.date}T${values.to}`, reason },
    what: `${dayHeading(values.date)}, ${clockTime(values.from)} to ${clockTime(values.to)}`,
  };
}

/**
 * Closes the clinic for part of a day or for whole days, with the reason visitors read on its page. Which of the
 * two the member is offered follows their roles (`kinds`); the server decides for this clinic.
 */
export function ClosureForm({
  clinicId,
  kinds,
  onDone,
}: {
  clinicId: string;
  kinds: readonly ClosureKind[];
  onDone: (message: string) => void;
}) {
  const add = useAddClosure(clinicId);
  const guard = useBookingsGuard(add);
  const form = useForm<ClosureFields>({
    defaultValues: {
      kind: kinds.length === 1 ? kinds[0] : '',
      date: '',
      from: '',
      to: '',
      firstDay: '',
      lastDay: '',
      reason: '',
    },
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  const kind = form.watch('kind');
  const field = fieldsOf(form, FIELD_IDS);
  const forKind =
    (which: ClosureKind, check: (value: string, values: ClosureFields) => true | string) =>
    (value: string, values: ClosureFields) =>
      values.kind !== which || check(value, values);

  const applied = (message: string) => {
    form.reset();
    onDone(message);
  };
  const submit = form.handleSubmit((values) => {
    if (!values.kind) return;
    const { closure, what } = request(values, values.kind);
    guard.apply(closure, `Close the clinic: ${what}`, `The clinic is closed: ${what}.`, applied);
  });

  return (
    <>
      <HoursFormFrame
        headingId="closure-heading"
        heading="Close the clinic"
        items={errorItems(errors, FIELD_IDS)}
        submitCount={submitCount}
        problem={guard.formProblem ? { key: add.submittedAt, text: closureProblem(guard.formProblem) } : null}
        submitLabel="Close the clinic"
        pending={add.isPending}
        onSubmit={submit}
      >
        {kinds.length > 1 ? (
          <Radios
            name="kind"
            id={FIELD_IDS.kind}
            legend="What to close"
            options={KIND_OPTIONS}
            error={errors.kind?.message}
            inputProps={form.register('kind', { validate: needed('Choose part of a day or whole days.') })}
          />
        ) : (
          <p>{kinds[0] === 'whole' ? 'Close whole days.' : 'Close part of a day.'}</p>
        )}
        {kind === 'part' ? (
          <DayTimesRow
            day={field('date', 'Date', { validate: forKind('part', needed('Enter the day to close.')) })}
            from={field('from', 'Closed from', { validate: forKind('part', needed('Enter when the closure starts.')) })}
            to={field('to', 'Until', {
              validate: forKind('part', (value, values) =>
                after(values.from, 'Enter when the clinic opens again.', 'End the closure after it starts.')(value),
              ),
            })}
          />
        ) : null}
        {kind === 'whole' ? (
          <div className={styles.row}>
            <DayField
              field={field('firstDay', 'First day closed', {
                validate: forKind('whole', needed('Enter the first day to close.')),
              })}
            />
            <DayField
              hint="The same day to close one day."
              field={field('lastDay', 'Last day closed', {
                validate: forKind('whole', (value, values) =>
                  after(
                    values.firstDay,
                    'Enter the last day to close.',
                    'The last day cannot be before the first.',
                    true,
                  )(value),
                ),
              })}
            />
          </div>
        ) : null}
        <ReasonField
          hint="Shown on the clinic’s page, e.g. “Closed for staff training”."
          field={field('reason', 'Reason visitors see', { validate: needed('Enter the reason visitors see.') })}
        />
      </HoursFormFrame>
      {guard.dialog(applied)}
    </>
  );
}

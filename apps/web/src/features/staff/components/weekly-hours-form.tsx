import { WEEKDAYS } from '@hs/domain';
import { useEffect } from 'react';
import { type FieldPath, type UseFormReturn, useFieldArray, useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/ui/error-summary';
import { TextInput } from '@/components/ui/text-input';
import { useReplaceWeeklyHours, type WeeklyHours } from '@/features/staff/api/hours-queries';
import { WEEKDAY_NAMES } from '@/features/staff/model/hours-labels';
import { requestProblem } from '@/features/staff/model/request-problem';
import {
  fieldIdOf,
  fieldMessage,
  fieldsOfHours,
  formFieldOf,
  hoursOfFields,
  timeProblem,
  type Weekday,
  type WeeklyHoursFields,
} from '@/features/staff/model/weekly-hours-form';
import { isApiRequestError } from '@/lib/api/api-client';
import { useBookingsGuard } from './use-bookings-guard';
import styles from './weekly-hours-form.module.css';

type Form = UseFormReturn<WeeklyHoursFields>;

function timeField(form: Form, name: FieldPath<WeeklyHoursFields>, missing: string, after?: () => string) {
  return form.register(name, {
    validate: (value, values) => {
      const day = values[name.split('.')[0] as Weekday];
      if (day.closed) return true;
      const problem = timeProblem(String(value), missing);
      if (problem !== true || !after) return problem;
      return String(value) > after() || 'End it after it starts.';
    },
  });
}

/** One weekday: open or closed, its opening and closing times and its breaks. */
function DayFieldset({ form, day }: { form: Form; day: Weekday }) {
  const breaks = useFieldArray({ control: form.control, name: `${day}.breaks` });
  const closed = form.watch(`${day}.closed`);
  const errors = form.formState.errors[day];
  const name = WEEKDAY_NAMES[day];
  return (
    <fieldset className={styles.day}>
      <legend className={styles.legend}>{name}</legend>
      <div className={styles.closed}>
        <input id={fieldIdOf(`${day}.closed`)} type="checkbox" {...form.register(`${day}.closed`)} />
        <label htmlFor={fieldIdOf(`${day}.closed`)}>Closed all day</label>
      </div>
      {closed ? null : (
        <>
          <div className={styles.row}>
            <TextInput
              id={fieldIdOf(`${day}.opens`)}
              label="Opens"
              type="time"
              step={900}
              width="short"
              error={errors?.opens?.message}
              {...timeField(form, `${day}.opens`, `Enter when the clinic opens on ${name}.`)}
            />
            <TextInput
              id={fieldIdOf(`${day}.closes`)}
              label="Closes"
              type="time"
              step={900}
              width="short"
              error={errors?.closes?.message}
              {...timeField(form, `${day}.closes`, `Enter when the clinic closes on ${name}.`, () =>
                form.getValues(`${day}.opens`),
              )}
            />
          </div>
          {breaks.fields.map((field, index) => (
            <div key={field.id} className={styles.row}>
              <TextInput
                id={fieldIdOf(`${day}.breaks.${index}.start`)}
                label={`Break ${index + 1} from`}
                type="time"
                step={900}
                width="short"
                error={errors?.breaks?.[index]?.start?.message}
                {...timeField(form, `${day}.breaks.${index}.start`, `Enter when break ${index + 1} starts.`)}
              />
              <TextInput
                id={fieldIdOf(`${day}.breaks.${index}.end`)}
                label="To"
                type="time"
                step={900}
                width="short"
                error={errors?.breaks?.[index]?.end?.message}
                {...timeField(form, `${day}.breaks.${index}.end`, `Enter when break ${index + 1} ends.`, () =>
                  form.getValues(`${day}.breaks.${index}.start`),
                )}
              />
              <Button variant="secondary" className={styles.remove} onClick={() => breaks.remove(index)}>
                Remove break {index + 1}
                <span className="visually-hidden"> on {name}</span>
              </Button>
            </div>
          ))}
          <Button variant="link" onClick={() => breaks.append({ start: '', end: '' })}>
            Add a break<span className="visually-hidden"> on {name}</span>
          </Button>
        </>
      )}
    </fieldset>
  );
}

type BreakErrors = { start?: { message?: string }; end?: { message?: string } } | undefined;
/** A day's break errors by index (a sparse array: only breaks in error have an entry). */
const breakErrors = (errors: unknown): BreakErrors[] => (Array.isArray(errors) ? errors : []);

/** Every error of the form, each linked to its field, in the order of the week. */
function summaryOf(errors: Form['formState']['errors']): ErrorSummaryItem[] {
  return WEEKDAYS.flatMap((day) => {
    const dayErrors = errors[day];
    if (!dayErrors) return [];
    const named = (field: string, message: string | undefined) =>
      message ? [{ fieldId: fieldIdOf(`${day}.${field}`), message: `${WEEKDAY_NAMES[day]}: ${message}` }] : [];
    return [
      ...named('opens', dayErrors.opens?.message),
      ...named('closes', dayErrors.closes?.message),
      ...Array.from(breakErrors(dayErrors.breaks), (pause, index) => [
        ...named(`breaks.${index}.start`, pause?.start?.message),
        ...named(`breaks.${index}.end`, pause?.end?.message),
      ]).flat(),
    ];
  });
}

/**
 * Replaces the clinic's weekly hours whole. The directory's rules check them again on the server; a refusal
 * naming a field is shown at that field, and hours that touch booked visits ask what happens to them first.
 */
export function WeeklyHoursForm({
  clinicId,
  hours,
  onDone,
}: {
  clinicId: string;
  hours: WeeklyHours;
  onDone: (message: string) => void;
}) {
  const replace = useReplaceWeeklyHours(clinicId);
  const guard = useBookingsGuard(replace);
  const form = useForm<WeeklyHoursFields>({ defaultValues: fieldsOfHours(hours), shouldFocusError: false });
  const { errors, submitCount } = form.formState;
  const refused = guard.formProblem;
  const [answer] = isApiRequestError(refused) ? refused.errors : [];
  const atField = formFieldOf(answer?.field);

  useEffect(() => {
    if (atField && answer?.field) {
      form.setError(atField as FieldPath<WeeklyHoursFields>, {
        type: 'server',
        message: fieldMessage(answer.message, answer.field),
      });
    }
  }, [atField, answer, form]);

  const submit = form.handleSubmit((fields) => {
    guard.apply({ hours: hoursOfFields(fields) }, 'Change the weekly hours', 'The weekly hours are changed.', onDone);
  });
  const allClosed = form.watch(WEEKDAYS.map((day) => `${day}.closed` as const)).every(Boolean);

  return (
    <>
      <form onSubmit={submit} noValidate aria-labelledby="weekly-form-heading">
        <h3 id="weekly-form-heading" className="visually-hidden">
          Change the weekly hours
        </h3>
        <p>Times on the quarter hour. Every weekday’s hours are replaced together.</p>
        <ErrorSummary name={null} items={summaryOf(errors)} focusKey={submitCount} />
        {refused && !atField ? (
          <Alert key={replace.submittedAt} name={null} variant="error">
            {requestProblem(refused, 'The weekly hours could not be changed.')}
          </Alert>
        ) : null}
        {WEEKDAYS.map((day) => (
          <DayFieldset key={day} form={form} day={day} />
        ))}
        {allClosed ? (
          <Alert name={null} variant="warning">
            Open the clinic on at least one day: to stop it for a while, add a closure instead.
          </Alert>
        ) : null}
        <Button type="submit" disabled={replace.isPending}>
          Save the weekly hours
        </Button>
      </form>
      {guard.dialog(onDone)}
    </>
  );
}

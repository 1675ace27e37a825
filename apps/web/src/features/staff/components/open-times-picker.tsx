import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Radios } from '@/components/ui/radios';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import { useOpenTimes } from '@/features/staff/api/booking-queries';
import { dayHeading, visitTime } from '@/features/staff/model/clinic-time';
import { dayOf, type OpenTime, TIME_REQUIRED } from '@/features/staff/model/open-time-labels';
import { requestProblem } from '@/features/staff/model/request-problem';
import { timeZoneLabel } from '@/lib/appointments/time-zone-label';
import styles from './open-times-picker.module.css';

interface OpenTimesPickerProps {
  clinicId: string;
  /** The visit's services; none yet shows nothing to choose from. */
  serviceIds: readonly number[];
  timeZone: string;
  /** The day shown, on the clinic's calendar, and the earliest that may be chosen (the clinic's today). */
  date: string;
  today: string;
  onDateChange: (date: string) => void;
  /** Why the last hold failed, shown above the times. */
  problem: string | null;
  holding: boolean;
  onChoose: (time: OpenTime) => void;
}

/**
 * A day and the clinic's free times on it, on the clinic's clock, as visitors are offered them; the member picks
 * one and holds it. An empty day offers the next day with a free time.
 */
export function OpenTimesPicker(props: OpenTimesPickerProps) {
  const { clinicId, serviceIds, timeZone, date, today, onDateChange, problem, holding, onChoose } = props;
  const times = useOpenTimes(clinicId, serviceIds, date);
  const form = useForm<{ time: string }>({ defaultValues: { time: '' }, shouldFocusError: false });
  const { errors, submitCount } = form.formState;
  const submit = form.handleSubmit(({ time }) => onChoose(time));
  // A time chosen on one day is no choice on another.
  useEffect(() => form.reset({ time: '' }), [date, form]);
  const offered = times.data?.date === date ? times.data.times : [];
  const next = times.data?.nextAvailable;
  const zone = timeZoneLabel(timeZone, new Date(`${date}T12:00:00Z`));

  return (
    <form onSubmit={submit} noValidate className={styles.picker} aria-label="Choose a time">
      <ErrorSummary
        name={null}
        items={errors.time?.message ? [{ fieldId: 'time', message: errors.time.message }] : []}
        focusKey={submitCount}
      />
      <TextInput
        id="day"
        name="day"
        label="Day"
        hint="On the clinic’s calendar."
        type="date"
        width="medium"
        min={today}
        value={date}
        onChange={(event) => {
          if (event.target.value) onDateChange(event.target.value);
        }}
      />
      {problem ? (
        <Alert name={null} variant="error">
          {problem}
        </Alert>
      ) : null}
      {serviceIds.length === 0 ? <p>Choose the service to see its free times.</p> : null}
      {times.isPending && serviceIds.length > 0 ? <Spinner label="Loading the free times" /> : null}
      {times.isError ? (
        <Alert name={null} variant="error" actions={<Button onClick={() => times.refetch()}>Try again</Button>}>
          {requestProblem(times.error, 'The free times could not be loaded.')}
        </Alert>
      ) : null}
      {times.isSuccess && offered.length === 0 ? (
        <div role="status" className={styles.empty}>
          <p>No free times on {dayHeading(date)}.</p>
          {next ? (
            <Button variant="secondary" onClick={() => onDateChange(dayOf(next))}>
              Show {dayHeading(dayOf(next))}
            </Button>
          ) : (
            <p>None in the next two weeks either.</p>
          )}
        </div>
      ) : null}
      {offered.length > 0 ? (
        <>
          <div className={styles.times}>
            <Radios
              key={`${date} ${offered.length}`}
              name="time"
              legend={`Free times on ${dayHeading(date)}`}
              hint={`On the clinic’s clock (${zone}).`}
              options={offered.map((time) => ({ value: time, label: visitTime(time, timeZone) }))}
              error={errors.time?.message}
              inputProps={form.register('time', { validate: (value) => value !== '' || TIME_REQUIRED })}
            />
          </div>
          <div className={styles.actions}>
            <Button type="submit" disabled={holding}>
              Hold this time
            </Button>
            {holding ? <Spinner size="small" label="Holding the time" /> : null}
          </div>
        </>
      ) : null}
    </form>
  );
}

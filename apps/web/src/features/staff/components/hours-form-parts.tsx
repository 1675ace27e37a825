import { CLOSURE_REASON_MAX } from '@hs/contracts/staff-hours';
import type { FormEventHandler, ReactNode } from 'react';
import type {
  FieldErrors,
  FieldValues,
  Path,
  RegisterOptions,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/ui/error-summary';
import { TextInput } from '@/components/ui/text-input';
import styles from './hours-form.module.css';

/** A check that a field is filled in, answering `message` when it is not. */
export const needed = (message: string) => (value: string) => value.trim() !== '' || message;

/** A check that a field is filled in (`missing`) and comes after `earlier` (`order`): an end after its start. */
export const after =
  (earlier: string, missing: string, order: string, orEqual = false) =>
  (value: string) =>
    !value ? missing : value > earlier || (orEqual && value === earlier) || order;

/** The error summary's entries: each field's message, in the order of `fieldIds`, linked to its control. */
export function errorItems<T extends FieldValues>(
  errors: FieldErrors<T>,
  fieldIds: Record<keyof T & string, string>,
): ErrorSummaryItem[] {
  return Object.entries(fieldIds).flatMap(([field, fieldId]) => {
    const message = errors[field]?.message;
    return typeof message === 'string' ? [{ fieldId, message }] : [];
  });
}

/** One field of a form, registered with react-hook-form. */
export interface RegisteredField {
  id: string;
  label: string;
  error?: string;
  input: UseFormRegisterReturn;
}

/** Registers the form's fields by name, each with its control's id from `fieldIds`, its label and its checks. */
export function fieldsOf<T extends FieldValues>(form: UseFormReturn<T>, fieldIds: Record<Path<T>, string>) {
  return (name: Path<T>, label: string, rules?: RegisterOptions<T, Path<T>>): RegisteredField => ({
    id: fieldIds[name],
    label,
    error: form.getFieldState(name, form.formState).error?.message,
    input: form.register(name, rules),
  });
}

/** A date field. */
export function DayField({ field, hint }: { field: RegisteredField; hint?: string }) {
  return (
    <TextInput
      id={field.id}
      label={field.label}
      hint={hint}
      type="date"
      width="medium"
      error={field.error}
      {...field.input}
    />
  );
}

/** A day and the time span on it, on a row, in quarter hours as the clinic's slots are. */
export function DayTimesRow({ day, from, to }: { day: RegisteredField; from: RegisteredField; to: RegisteredField }) {
  return (
    <div className={styles.row}>
      <DayField field={day} />
      {[from, to].map((field) => (
        <TextInput
          key={field.id}
          id={field.id}
          label={field.label}
          type="time"
          step={900}
          width="short"
          error={field.error}
          {...field.input}
        />
      ))}
    </div>
  );
}

/** The reason given for a change, within the length the server keeps. */
export function ReasonField({ field, hint }: { field: RegisteredField; hint: string }) {
  return (
    <TextInput
      id={field.id}
      label={field.label}
      hint={hint}
      maxLength={CLOSURE_REASON_MAX}
      autoComplete="off"
      error={field.error}
      {...field.input}
    />
  );
}

interface HoursFormFrameProps {
  /** The heading's id, which names the form. */
  headingId: string;
  heading: string;
  lead?: string;
  items: ErrorSummaryItem[];
  submitCount: number;
  /** The server's or the passkey's problem with the last try, with a key that changes with each try. */
  problem: { key: number | undefined; text: string } | null;
  submitLabel: string;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** A change to a clinic's hours: its heading, error summary, the last try's problem, fields and submit button. */
export function HoursFormFrame(props: HoursFormFrameProps) {
  return (
    <form onSubmit={props.onSubmit} noValidate className={styles.form} aria-labelledby={props.headingId}>
      <h2 id={props.headingId}>{props.heading}</h2>
      {props.lead ? <p>{props.lead}</p> : null}
      <ErrorSummary name={null} items={props.items} focusKey={props.submitCount} />
      {props.problem ? (
        <Alert key={props.problem.key} name={null} variant="error">
          {props.problem.text}
        </Alert>
      ) : null}
      {props.children}
      <Button type="submit" disabled={props.pending}>
        {props.submitLabel}
      </Button>
    </form>
  );
}

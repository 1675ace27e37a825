import type { FormEvent, ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Spinner } from '@/components/ui/spinner';
import { ERROR_SUMMARY_TITLE } from '@/features/schedule/model/patient-messages';
import { useFormAnalytics } from '@/lib/use-form-analytics';
import { flattenErrors, inPageOrder } from './form-errors';
import styles from './step-form.module.css';

export interface StepFooter {
  /** The Continue label of the step, or the booking label on the last sub-page. */
  label: string;
  /** Address check or booking under way: the button is disabled so a double click acts once. */
  busy: boolean;
  busyLabel: string;
  /** A problem shown above the button, e.g. the connection message after a failed booking. */
  problem?: string | null;
}

export interface StepFormProps {
  /** The sub-page's name ('patientDetails'), as analytics name the form. */
  name: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  errors: FieldErrors<FieldValues>;
  /** Grows on each submit so the summary takes focus again after every failed attempt. */
  submitCount: number;
  footer: StepFooter;
  children: ReactNode;
  /** The sub-page's heading: it names the form for assistive technology. */
  label: string;
}

/** One sub-page's form: the error summary, the fields, and the Continue button. */
export function StepForm({ name, onSubmit, errors, submitCount, footer, children, label }: StepFormProps) {
  const items = inPageOrder(flattenErrors(errors));
  const { formProps } = useFormAnalytics(name, { errors, submitCount });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className={styles.form} {...formProps}>
      <ErrorSummary name="patient-form-banner" title={ERROR_SUMMARY_TITLE} items={items} focusKey={submitCount} />
      {children}
      {footer.problem ? (
        <Alert name="booking-connection-error" variant="error">
          {footer.problem}
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={footer.busy}>
          {footer.label}
        </Button>
        {footer.busy ? (
          <span className={styles.busy}>
            <Spinner size="small" label={footer.busyLabel} />
            <span aria-hidden="true">{footer.busyLabel}</span>
          </span>
        ) : null}
      </div>
    </form>
  );
}

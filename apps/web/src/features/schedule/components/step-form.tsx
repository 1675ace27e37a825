import type { PatientFormStep } from '@hs/domain';
import type { FormEvent, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Spinner } from '@/components/ui/spinner';
import { useFormAnalytics } from '@/lib/analytics/use-form-analytics';
import { combineFormHandlers } from '@/lib/forms/form-handlers';
import { type BlurValidatedForm, useBlurValidation } from '@/lib/forms/use-blur-validation';
import { ERROR_SUMMARY_TITLE } from '@/lib/patient-fields/patient-messages';
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

export interface StepFormProps<T extends FieldValues> {
  /** The sub-page's name ('patientDetails'), as analytics name the form. */
  name: PatientFormStep;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The sub-page's react-hook-form form: its errors, its submits, and the fields the blur alert checks. */
  form: BlurValidatedForm<T>;
  footer: StepFooter;
  children: ReactNode;
  /** The sub-page's heading: it names the form for assistive technology. */
  label: string;
}

/** One sub-page's form: the error summary, the fields, and the Continue button. */
export function StepForm<T extends FieldValues>({ name, onSubmit, form, footer, children, label }: StepFormProps<T>) {
  const { errors, submitCount } = form.formState;
  // Before the first submit, errors come only from fields left invalid and show under them alone (GOV.UK).
  const items = submitCount > 0 ? inPageOrder(flattenErrors(errors)) : [];
  const { formProps } = useFormAnalytics(name, { errors, submitCount });
  const blurAlert = useBlurValidation(form);
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      className={styles.form}
      {...combineFormHandlers(formProps, blurAlert)}
    >
      <ErrorSummary name="patient-form-banner" title={ERROR_SUMMARY_TITLE.text} items={items} focusKey={submitCount} />
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

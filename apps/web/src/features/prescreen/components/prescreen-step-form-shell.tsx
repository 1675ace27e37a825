import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { summaryItems } from '@/features/prescreen/model/error-summary-items';
import { prescreenStepName } from '@/features/prescreen/model/prescreen-step-name';
import { useFormAnalytics } from '@/lib/analytics/use-form-analytics';
import { combineFormHandlers } from '@/lib/forms/form-handlers';
import { useBlurValidation } from '@/lib/forms/use-blur-validation';
import styles from './prescreen.module.css';
import { useSubmitSummary } from './use-submit-summary';

export interface StepFormTexts {
  submitLabel: string;
  requiredFieldsBanner: string;
}

interface PrescreenStepFormShellProps<T extends FieldValues> {
  /** The step's id: the form's analytics name, and `${stepId}-title` labels it. */
  stepId: string;
  form: UseFormReturn<T>;
  texts: StepFormTexts;
  /** The questions asked now, in order: the error summary links to those a submit found wrong. */
  questions: readonly { id: string; label: string }[];
  onValid: (values: T) => void;
  className?: string;
  children: ReactNode;
}

/** A prescreen step's form: the summary of the last failed submit above its questions, the submit button below. */
export function PrescreenStepFormShell<T extends FieldValues>({
  stepId,
  form,
  texts,
  questions,
  onValid,
  className,
  children,
}: PrescreenStepFormShellProps<T>) {
  const summary = useSubmitSummary();
  const onInvalid = (errors: FieldErrors) =>
    summary.show(
      summaryItems(
        questions.map((question) => {
          const message = errors[question.id]?.message;
          return {
            fieldId: question.id,
            label: question.label,
            message: typeof message === 'string' ? message : undefined,
          };
        }),
      ),
    );
  const submitted = (values: T) => {
    summary.clear();
    onValid(values);
  };
  const { formProps } = useFormAnalytics(prescreenStepName(stepId), {
    errors: form.formState.errors,
    submitCount: form.formState.submitCount,
  });
  const blurAlert = useBlurValidation(form);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submitted, onInvalid)}
      className={className}
      aria-labelledby={`${stepId}-title`}
      {...combineFormHandlers(formProps, blurAlert)}
    >
      <ErrorSummary
        name="prescreen-banner"
        title={texts.requiredFieldsBanner}
        items={summary.items}
        focusKey={summary.focusKey}
      />
      {children}
      <div className={styles.actions}>
        <Button type="submit">{texts.submitLabel}</Button>
      </div>
    </form>
  );
}
